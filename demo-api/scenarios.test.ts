import { afterAll, afterEach, describe, expect, it } from "vitest";
import { demoUnderTest } from "./demo.test-support.ts";
import type { Schemas } from "./http.ts";
import { type Scenario, scenarios } from "./scenarios.ts";

const demo = demoUnderTest();
afterEach(() => expect(demo.violations).toEqual([]));
afterAll(() => demo.cleanup());

type Answer = { status: number; body: Record<string, unknown> & Partial<Schemas["ErrorResponse"]> };
let trace = 0;

async function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Answer> {
  const headers = { "x-trace-id": `scenario-${++trace}`, ...init.headers };
  const response = await demo.call(path, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

/** Codes the scenarios name by their status. */
const GENERIC: Record<string, string> = {
  NOT_FOUND: "404",
  INTERNAL_ERROR: "500",
  UNAUTHORIZED: "401",
  FORBIDDEN: "403",
};

/** What the page of a scenario would show, asked from the API the way the app asks. */
async function shown(scenario: Scenario): Promise<string> {
  const url = new URL(scenario.path, "http://app");
  const query = url.searchParams;
  const token = url.pathname.split("/")[2] ?? "";
  const outcome = (answer: Answer, ok: (body: Answer["body"]) => unknown) =>
    answer.status === 200 ? String(ok(answer.body)) : (GENERIC[answer.body.code ?? ""] ?? answer.body.code ?? "");
  switch (scenario.area) {
    case "offer": {
      if (url.pathname.startsWith("/angebot/preview/")) {
        const preview = await call(`/api/offer/${url.pathname.split("/")[3]}/preview`);
        const state = (preview.body.offer as Schemas["Offer"]).state;
        return state === "open" ? "preview" : state;
      }
      const verified = await call(`/api/offer/verify/${token}`);
      if (verified.status !== 200) return outcome(verified, () => "");
      const { offer } = (await call(`/api/offer/${token}/preview`)).body as unknown as Schemas["OfferPreview"];
      const accepted = await call(`/api/offer/accept/${token}`, {
        method: "POST",
        json: {
          paymentMethod: offer.paymentMethods[0],
          sepa: { iban: "DE89370400440532013000", accountHolder: "Test", mandateAccepted: true },
          consents: { termsAccepted: true, privacyNoticeAcknowledged: true },
          acknowledgedDocumentIds: offer.documents.map((d) => d.id),
        },
      });
      // Missing identity or personal data is the normal start of a new customer's order, not the scenario.
      const failure = accepted.body.code;
      if (failure === scenario.state) return failure;
      return failure && !["IDENTIFICATIONDATA_MISSING", "BIRTHDATE_NOT_PRESENT"].includes(failure)
        ? failure
        : String(verified.body.kind);
    }
    case "idv":
      return outcome(await call(`/api/idv/${token}`), (body) => body.status);
    case "termination": {
      const brand = query.get("brand") ?? "o2";
      if (scenario.state === "combinedAdvantage") {
        const customer = { firstName: "M", lastName: "M", customerNumber: "100200300", email: "m@example.de" };
        const answer = await call(`/api/${brand}/contracttermination/4d0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10`, {
          method: "POST",
          json: { serviceType: "mobile", cancellationType: "Regular", selectTerminationDate: "now", customer },
        });
        return (answer.body.notice as Schemas["CombinedAdvantageNotice"]).kind;
      }
      return outcome(await call(`/api/${brand}/contracttermination/config`), (body) => body.billingType);
    }
    case "selfcare": {
      const answer = await call(
        `/api/${query.get("brand")}/prefilledcontracttermination/prefill?data=${query.get("data")}`,
      );
      return outcome(answer, (body) => (body.contract as Schemas["PrefillContract"]).serviceType);
    }
    case "email-rejection":
      return outcome(await call(`/api/declinemail?${query}`, { method: "POST" }), () => "declined");
    case "entry":
      return outcome(await call(`/api/entry/novum?id=${query.get("id")}`), (body) => body.offerUseCase);
  }
}

describe("scenario catalogue", () => {
  it("shows in the API exactly the state each scenario promises", async () => {
    const list = scenarios();
    expect(list.length).toBeGreaterThan(90);
    for (const scenario of list)
      expect(await shown(scenario), `${scenario.area} ${scenario.path}`).toBe(scenario.state);
  });

  it("has unique paths within an area, except the combined-advantage customer on the o2 form", () => {
    const seen = new Set<string>();
    for (const scenario of scenarios().filter((s) => s.state !== "combinedAdvantage")) {
      expect(seen.has(scenario.path), scenario.path).toBe(false);
      seen.add(scenario.path);
    }
  });
});
