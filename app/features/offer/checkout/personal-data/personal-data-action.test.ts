import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoRequestContext } from "~/platform/config/demo-context.test-support";
import { type DemoUnderTest, demoUnderTest } from "../../../../../demo-api/demo.test-support.ts";
import { CART_COOKIE } from "../cart-cookie";
import { personalDataAction, personalDataLoader } from "./personal-data.server";
import type { PersonalActionData, PersonalPageData } from "./personal-data-reply";
import { VALID_POST } from "./personal-data-values.test-support";

// The step's loader and action against the demo backend in memory (real contract checks).
const TOKEN = "demo-offer-standard";
const TRACE_ID = "00000000-0000-4000-8000-000000000042";
let demo: DemoUnderTest;
beforeEach(() => {
  demo = demoUnderTest();
});
afterEach(() => demo.cleanup());

const context = () => demoRequestContext(() => demo, { traceId: TRACE_ID });
const headers = { Cookie: `${CART_COOKIE}=0.Standard.${TOKEN}` };

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://app.test/angebot/${TOKEN}/meine-daten`, { method: "POST", body, headers });
}

async function act(fields: Record<string, string>) {
  const result = await personalDataAction(post(fields), TOKEN, context());
  if (result instanceof Response) return { redirect: result.headers.get("Location"), status: result.status };
  const { data, init } = result as { data: PersonalActionData; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

async function saved() {
  const response = await demo.call(`/api/o2/customer/details/${TOKEN}`);
  return (await response.json()).personalData;
}

async function fault(path: string, status: number, method = "GET") {
  await demo.call("/__demo/faults", { method: "POST", json: { method, path, status, times: 3 } });
}

describe("the personal-data loader", () => {
  it("prefills the form from the saved details and offers the nationalities", async () => {
    const request = new Request(`http://app.test/angebot/${TOKEN}/meine-daten`, { headers });
    const { data: loaded, init } = await personalDataLoader(request, TOKEN, context());
    const { page } = loaded;
    expect([page.status, init?.status]).toEqual(["ready", 200]);
    const ready = page as Extract<PersonalPageData, { status: "ready" }>;
    expect(ready.defaults).toMatchObject({ firstName: "Erika", birthDay: "12", birthMonth: "08", postalCode: "80992" });
    expect(ready.nationalities.map((n) => n.code)).toContain("TR");
  });

  it("answers a failed load with the step's failure and a gateway's 502, not an error", async () => {
    await fault(`/api/o2/customer/details/${TOKEN}`, 500);
    const request = new Request(`http://app.test/angebot/${TOKEN}/meine-daten`, { headers });
    const { data: loaded, init } = await personalDataLoader(request, TOKEN, context());
    expect([loaded.page, init?.status]).toEqual([{ status: "failed" }, 502]);
  });
});

describe("the personal-data action", () => {
  it("saves a valid address and goes on to the identity document", async () => {
    const result = await act(VALID_POST);
    expect(result).toEqual({ redirect: `/angebot/${TOKEN}/ausweisdaten`, status: 303 });
    expect(await saved()).toMatchObject({
      firstName: "Erika",
      birthDate: "1984-08-12",
      address: { street: "Marienplatz", postalCode: "80331", state: "validated" },
    });
  });

  it("shows a correction with the changed fields, and saves the corrected address once accepted", async () => {
    const typo = { ...VALID_POST, street: "Kurfürstendam", houseNumber: "21", postalCode: "10719", city: "Berlin" };
    const shown = await act(typo);
    expect(shown.data).toMatchObject({
      status: "corrected",
      corrections: ["street"],
      address: { street: "Kurfürstendamm" },
      values: { street: "Kurfürstendam" },
    });
    const accepted = await act({ ...typo, intent: "acceptCorrection" });
    expect(accepted.redirect).toBe(`/angebot/${TOKEN}/ausweisdaten`);
    expect((await saved()).address).toMatchObject({ street: "Kurfürstendamm", state: "validated" });
  });

  it("asks for a choice of candidates, names a missing pick, and saves the one picked", async () => {
    const ambiguous = { ...VALID_POST, street: "Hauptstraße", houseNumber: "5", postalCode: "10000", city: "Berlin" };
    const shown = await act(ambiguous);
    expect(shown.data?.status).toBe("choice");
    const candidates = shown.data?.status === "choice" ? shown.data.candidates : [];
    expect(candidates.map((c) => c.postalCode)).toEqual(["10827", "13055", "13158"]);
    const missing = await act({ ...ambiguous, intent: "chooseCandidate" });
    expect(missing).toMatchObject({
      status: 400,
      data: { status: "choice", errors: { addressCandidate: "checkout.personal.error.candidate" } },
    });
    const picked = await act({ ...ambiguous, intent: "chooseCandidate", addressCandidate: "1" });
    expect(picked.redirect).toBe(`/angebot/${TOKEN}/ausweisdaten`);
    expect((await saved()).address).toMatchObject({ postalCode: "13055", houseNumber: "5" });
  });

  it("answers the schema's problems on their fields and keeps every entry", async () => {
    const result = await act({ ...VALID_POST, birthYear: "2020", email: "erika" });
    expect(result).toMatchObject({
      status: 400,
      data: {
        status: "invalid",
        errors: { birthDate: "checkout.personal.error.birthDateTooYoung", email: "checkout.personal.error.email" },
        values: { birthYear: "2020", email: "erika", firstName: " Erika " },
      },
    });
  });

  it("puts the backend's field errors (Validation failed.) on the form's fields", async () => {
    const result = await act({ ...VALID_POST, houseNumber: "achtzehn" });
    expect(result).toMatchObject({
      status: 400,
      data: { status: "invalid", errors: { houseNumber: "checkout.personal.error.houseNumber" } },
    });
  });

  it("answers a failed save with the failure and the entries, and saves nothing", async () => {
    await fault(`/api/o2/customer/details/${TOKEN}`, 500, "POST");
    const result = await act(VALID_POST);
    expect(result).toMatchObject({
      status: 502,
      data: { status: "failed", message: "checkout.personal.error.saveFailed", values: { street: "Marienplatz" } },
    });
    expect((await saved()).address.street).toBe("Georg-Brauchle-Ring");
  });
});
