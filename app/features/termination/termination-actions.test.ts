import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/platform/api/client";
import { brandFor } from "~/platform/brand/registry";
import type { AppConfig } from "~/platform/config/app-config";
import { DEFAULT_SCRIPT_URLS } from "~/platform/config/app-config";
import { apiClientContext, appConfigContext, requestInfoContext } from "~/platform/config/context";
import type { Language } from "~/platform/i18n/languages";
import { SUBMISSIONS_FILE } from "../../../demo-api/store.ts";
import { demoUnderTest } from "../../../demo-api/testing.ts";
import { selfcareAction } from "./selfcare.server";
import { terminationAction } from "./termination.server";
import type { TerminationActionData } from "./termination-reply";

// Both termination actions against the demo backend in memory (real contract checks, real idempotency).
let demo: ReturnType<typeof demoUnderTest>;
beforeEach(() => {
  demo = demoUnderTest(() => new Date());
});
afterEach(() => demo.cleanup());

const CONFIG: AppConfig = {
  apiBaseUrl: "http://demo.test",
  demoMode: true,
  devMode: false,
  cookieSecret: "a-test-secret-that-is-long-enough-0123456789",
  brandHosts: {},
  brandSettings: {},
  scriptUrls: DEFAULT_SCRIPT_URLS,
};

function contextFor(brand: "o2" | "nova" = "o2", lang: Language = "de") {
  const context = new RouterContextProvider();
  context.set(appConfigContext, CONFIG);
  context.set(requestInfoContext, { brand: brandFor(brand), lang });
  const client = createApiClient({
    baseUrl: CONFIG.apiBaseUrl,
    traceId: "00000000-0000-4000-8000-000000000001",
    fetch: (request) => Promise.resolve(demo.app.request(request)),
    sleep: () => Promise.resolve(),
  });
  context.set(apiClientContext, () => client);
  return context;
}

function post(path: string, fields: Record<string, string | string[] | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`http://app.test${path}`, { method: "POST", body });
}

/** What an action answered: a redirect's target, or the data it sent back with its status. */
async function answer(result: unknown) {
  if (result instanceof Response)
    return { redirect: result.headers.get("location"), cookie: result.headers.get("set-cookie") };
  const { data, init } = result as { data: TerminationActionData; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

const REGULAR = {
  submissionId: "11111111-2222-4333-8444-555555555555",
  serviceType: "mobile",
  cancellationType: "Regular",
  firstName: " Erika ",
  lastName: "Mustermann",
  customerNumber: "5550100",
  selectTerminationDate: "now",
  email: "erika@example.de",
};

async function journal(path: string) {
  const entries = (await (await demo.call("/__demo/requests?traceId=00000000-0000-4000-8000-000000000001")).json()) as {
    method: string;
    path: string;
    status: number;
    idempotencyKey: string | null;
  }[];
  return entries.filter((entry) => entry.method === "POST" && entry.path === path);
}

/** The terminations the demo backend stored. */
function submissions() {
  return readFileSync(join(demo.dataDir, SUBMISSIONS_FILE), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.type === "termination")
    .map((entry) => entry.record);
}

describe("the default form's action", () => {
  it("maps the form onto the contract's request and confirms with a signed receipt", async () => {
    const result = await answer(await terminationAction(post("/kuendigung", REGULAR), contextFor()));
    expect(result.redirect).toBe("/kuendigung/bestaetigung");
    expect(result.cookie).toMatch(/^termination_receipt=/);
    const [sent] = await journal(`/api/o2/contracttermination/${REGULAR.submissionId}`);
    expect(sent?.status).toBe(200);
  });

  it("sends the trimmed customer, reason None for a regular termination, and now without a date choice", async () => {
    const { selectTerminationDate: _, ...withoutChoice } = REGULAR;
    const result = await answer(await terminationAction(post("/kuendigung", withoutChoice), contextFor()));
    expect(result.redirect).toBe("/kuendigung/bestaetigung");
    const [record] = submissions();
    const earliest = (await (await demo.call("/api/o2/contracttermination/config")).json()).serviceTypes[0];
    expect(record).toMatchObject({
      id: REGULAR.submissionId,
      cancellationType: "Regular",
      reason: "None",
      effectiveDate: earliest.earliestTerminationDate,
      customer: { firstName: "Erika", customerNumber: "5550100", email: "erika@example.de" },
    });
  });

  it("answers the schema's problems on their fields, with every entry and the ids kept", async () => {
    const result = await answer(
      await terminationAction(
        post("/kuendigung", { ...REGULAR, email: "erika.example.de", firstName: "" }),
        contextFor(),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      status: "invalid",
      errors: { firstName: "termination.error.required", email: "termination.error.email" },
      values: { email: "erika.example.de", submissionId: REGULAR.submissionId },
    });
  });

  it("accepts an extraordinary termination whose reason asks for a proof without one", async () => {
    const special = { ...REGULAR, cancellationType: "Special", reason: "SterbefallVertragsinhaber" };
    const result = await answer(await terminationAction(post("/kuendigung", special), contextFor()));
    expect(result.redirect).toBe("/kuendigung/bestaetigung");
  });

  it("puts the backend's field errors on the form's fields, with a new key for the corrected post", async () => {
    const foreign = { ...REGULAR, uploadIds: "UP-of-another-submission" };
    const result = await answer(await terminationAction(post("/kuendigung", foreign), contextFor()));
    expect(result).toMatchObject({
      status: 400,
      data: { status: "invalid", errors: { proof: "termination.error.proofType" } },
    });
    const [sent] = await journal(`/api/o2/contracttermination/${REGULAR.submissionId}`);
    expect(result.data?.values.idempotencyKey).not.toBe(sent?.idempotencyKey);
  });

  it("answers 413 on the upload as the proof's size", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "POST", path: `/api/o2/contracttermination/upload/${REGULAR.submissionId}`, status: 413 },
    });
    const proof = new File(["%PDF-1.4"], "abmeldung.pdf", { type: "application/pdf" });
    const special = { ...REGULAR, cancellationType: "Special", reason: "UmzugInland", proof };
    const result = await answer(await terminationAction(post("/kuendigung", special), contextFor()));
    expect(result.data).toMatchObject({ status: "invalid", errors: { proof: "termination.error.proofSize" } });
  });

  it("uploads a proof once and sends its id with the declaration", async () => {
    const proof = new File(["%PDF-1.4"], "abmeldung.pdf", { type: "application/pdf" });
    const special = { ...REGULAR, cancellationType: "Special", reason: "UmzugInland", proof };
    const result = await answer(await terminationAction(post("/kuendigung", special), contextFor()));
    expect(result.redirect).toBe("/kuendigung/bestaetigung");
    expect(await journal(`/api/o2/contracttermination/upload/${REGULAR.submissionId}`)).toHaveLength(1);
  });

  it("shows the combined-advantage notice once: the answer carries a new key, and the next post sends", async () => {
    const combined = { ...REGULAR, customerNumber: "100200300" };
    const notice = await answer(await terminationAction(post("/kuendigung", combined), contextFor()));
    expect(notice.data).toMatchObject({ status: "notice", notice: { kind: "combinedAdvantage" } });
    const values = notice.data?.values ?? {};
    // The form posts back what it was given plus the notice as seen (KeptFields).
    const again = {
      ...combined,
      idempotencyKey: String(values.idempotencyKey),
      acknowledgedNotices: "combinedAdvantage",
    };
    const sent = await answer(await terminationAction(post("/kuendigung", again), contextFor()));
    expect(sent.redirect).toBe("/kuendigung/bestaetigung");
  });

  it("keeps the submission id and key across a failure, and the retry terminates once", async () => {
    const path = `/api/o2/contracttermination/${REGULAR.submissionId}`;
    // The declaration reaches the backend, but the answer is lost twice (the call and the client's retry).
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "POST", path, status: 503, phase: "after", times: 2 },
    });
    const failed = await answer(await terminationAction(post("/kuendigung", REGULAR), contextFor()));
    expect(failed).toMatchObject({
      status: 502,
      data: { status: "failed", message: "termination.error.submitFailed" },
    });
    const kept = failed.data?.values ?? {};
    expect(kept.submissionId).toBe(REGULAR.submissionId);
    const retry = { ...REGULAR, idempotencyKey: String(kept.idempotencyKey) };
    expect((await answer(await terminationAction(post("/kuendigung", retry), contextFor()))).redirect).toBe(
      "/kuendigung/bestaetigung",
    );
    const keys = new Set((await journal(path)).map((entry) => entry.idempotencyKey));
    expect(keys).toEqual(new Set([kept.idempotencyKey]));
  });

  it("answers a configuration that cannot load with the failure and the entries", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { path: "/api/o2/contracttermination/config", status: 500 },
    });
    const result = await answer(await terminationAction(post("/kuendigung", REGULAR), contextFor()));
    expect(result).toMatchObject({ status: 503, data: { status: "failed", values: { firstName: " Erika " } } });
  });
});

describe("the self-care action", () => {
  const SELFCARE = {
    submissionId: "66666666-2222-4333-8444-555555555555",
    cancellationType: "Regular",
    email: "neu@example.de",
  };
  const url = "/selfcarekuendigung?data=demo-selfcare-mobile";

  it("takes the contract from the link and confirms", async () => {
    const result = await answer(await selfcareAction(post(url, SELFCARE), contextFor()));
    expect(result.redirect).toBe("/selfcarekuendigung/bestaetigung");
  });

  it("keeps a failed submit on the form with the ids, and the retry terminates once", async () => {
    const path = `/api/o2/prefilledcontracttermination/${SELFCARE.submissionId}`;
    await demo.call("/__demo/faults", { method: "POST", json: { method: "POST", path, status: 500, times: 2 } });
    const failed = await answer(await selfcareAction(post(url, SELFCARE), contextFor()));
    expect(failed).toMatchObject({ status: 502, data: { status: "failed", values: { email: "neu@example.de" } } });
    const retry = { ...SELFCARE, idempotencyKey: String(failed.data?.values.idempotencyKey) };
    expect((await answer(await selfcareAction(post(url, retry), contextFor()))).redirect).toBe(
      "/selfcarekuendigung/bestaetigung",
    );
  });

  it("keeps the entries when the link cannot be read just now, instead of leaving the form", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "GET", path: "/api/o2/prefilledcontracttermination/prefill", status: 503 },
    });
    const result = await answer(await selfcareAction(post(url, SELFCARE), contextFor()));
    expect(result).toMatchObject({ status: 503, data: { status: "failed", values: { email: "neu@example.de" } } });
  });

  it("leads to the error page with the choices when the link no longer works", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "POST", path: `/api/o2/prefilledcontracttermination/${SELFCARE.submissionId}`, status: 410 },
    });
    const result = await answer(await selfcareAction(post(url, SELFCARE), contextFor()));
    expect(result.redirect).toBe(
      "/selfcarekuendigung/error?reason=expired&after=submit&service=mobile&type=Regular&date=now",
    );
  });

  it("sends the unknown-link visitor to the error page before reading the form", async () => {
    const result = await selfcareAction(
      post("/selfcarekuendigung?data=demo-selfcare-unknown", SELFCARE),
      contextFor(),
    ).catch((thrown: unknown) => thrown);
    expect(result instanceof Response && result.headers.get("location")).toBe(
      "/selfcarekuendigung/error?reason=unknown",
    );
  });

  it("checks the self-care fields with the same schema", async () => {
    const result = await answer(await selfcareAction(post(url, { ...SELFCARE, cancellationType: "" }), contextFor()));
    expect(result.data).toMatchObject({ status: "invalid", errors: { cancellationType: "termination.error.choose" } });
  });
});
