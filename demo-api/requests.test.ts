import { afterAll, afterEach, describe, expect, it } from "vitest";
import { demoUnderTest } from "./demo.test-support.ts";
import type { Schemas } from "./http.ts";
import type { scenarios } from "./scenarios.ts";

const demo = demoUnderTest();
afterEach(() => expect(demo.violations).toEqual([]));
afterAll(() => demo.cleanup());

async function call<T>(path: string, init?: RequestInit & { json?: unknown }) {
  const response = await demo.call(path, init);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

describe("validation calls", () => {
  it("validates IBANs with the real checksum and names the bank", async () => {
    const ok = await call<Schemas["IbanValidationResponse"]>("/api/validation/o2/iban", {
      method: "POST",
      json: { iban: "de89 3704 0044 0532 0130 00" },
    });
    expect(ok.body).toEqual({
      iban: "DE89370400440532013000",
      ibanFormatted: "DE89 3704 0044 0532 0130 00",
      country: "DE",
      bic: "COBADEFFXXX",
      bankName: "Commerzbank",
    });
    const foreign = await call<Schemas["IbanValidationResponse"]>("/api/validation/o2/iban", {
      method: "POST",
      json: { iban: "NL91ABNA0417164300" },
    });
    expect([foreign.status, foreign.body.country, foreign.body.bankName]).toEqual([200, "NL", undefined]);
    const wrong = await call<Schemas["ErrorResponse"]>("/api/validation/o2/iban", {
      method: "POST",
      json: { iban: "DE89370400440532013001" },
    });
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: "iban", code: "INVALID_CHECKSUM" })]);
    const short = await call<Schemas["ErrorResponse"]>("/api/validation/o2/iban", {
      method: "POST",
      json: { iban: "DE8937" },
    });
    expect(short.body.errors?.[0]?.code).toBe("INVALID_LENGTH");
  });

  it("validates addresses by what was typed", async () => {
    const corrected = await call<Schemas["AddressValidationResponse"]>("/api/validation/o2/address", {
      method: "POST",
      json: { street: "Georg Brauchle Ring", houseNumber: "50", postalCode: "80992", city: "München" },
    });
    expect(corrected.body.result).toBe("corrected");
    const bad = await call<Schemas["ErrorResponse"]>("/api/validation/o2/address", {
      method: "POST",
      json: { street: "Zeil", houseNumber: "1", postalCode: "603", city: "Frankfurt am Main" },
    });
    expect(bad.body.errors?.map((e) => e.field)).toEqual(["postalCode"]);
  });
});

describe("lists, consent, auth and e-mail rejection", () => {
  it("lists nationalities in German order", async () => {
    const { body } = await call<Schemas["NationalityList"]>("/api/ayyildiz/lists/nationalities");
    const names = body.nationalities.map((n) => n.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de")));
    expect(body.nationalities).toContainEqual({ code: "TR", name: "türkisch" });
  });

  it("answers consent and the code exchange", async () => {
    expect((await call<Schemas["Consent"]>("/api/consent/demo-consent")).body.permissions).toHaveLength(4);
    expect((await call<Schemas["ErrorResponse"]>("/api/consent/nope")).status).toBe(404);
    expect((await call<Schemas["ErrorResponse"]>("/api/auth/token")).body.errors?.[0]?.field).toBe("code");
  });

  it("records a declined e-mail once", async () => {
    const first = await call<Schemas["DeclineMailResult"]>("/api/declinemail?token=demo-decline-mail-blau&brand=blau", {
      method: "POST",
    });
    const second = await call<Schemas["DeclineMailResult"]>(
      "/api/declinemail?token=demo-decline-mail-blau&brand=blau",
      { method: "POST" },
    );
    expect([first.body.alreadyDeclined, second.body.alreadyDeclined]).toEqual([false, true]);
    expect(second.body.declinedAt).toBe(first.body.declinedAt);
    expect(
      (
        await call<Schemas["ErrorResponse"]>("/api/declinemail?token=demo-decline-mail-blau&brand=o2", {
          method: "POST",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call<Schemas["ErrorResponse"]>("/api/declinemail?token=demo-decline-mail-expired&brand=o2", {
          method: "POST",
        })
      ).body.code,
    ).toBe("LINK_EXPIRED");
  });
});

describe("bad input", () => {
  const post = (body: BodyInit, type: string) =>
    call<Schemas["ErrorResponse"]>("/api/validation/o2/iban", {
      method: "POST",
      body,
      headers: { "content-type": type },
    });

  it("answers malformed JSON, a wrong content type and a missing body with a clear 400", async () => {
    expect((await post("{", "application/json")).body).toEqual({
      code: "MALFORMED_JSON",
      message: "The request body is not valid JSON.",
    });
    expect((await post("iban=1", "application/x-www-form-urlencoded")).body.code).toBe("UNSUPPORTED_CONTENT_TYPE");
    expect((await call<Schemas["ErrorResponse"]>("/api/validation/o2/iban", { method: "POST" })).body.code).toBe(
      "BAD_REQUEST",
    );
  });

  it("answers unknown fields and wrong types with field errors", async () => {
    const { body } = await post(JSON.stringify({ iban: 42, extra: true }), "application/json");
    expect(body.errors?.map((e) => [e.field, e.code])).toEqual(
      expect.arrayContaining([
        ["iban", "INVALID_TYPE"],
        ["extra", "UNKNOWN_FIELD"],
      ]),
    );
  });

  it("answers a JSON body over 64 KB with 413", async () => {
    const { status, body } = await post(JSON.stringify({ iban: "x".repeat(70_000) }), "application/json");
    expect([status, body.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
  });

  it("answers unknown paths with 404 and wrong methods with 405, in the error shape", async () => {
    expect((await call<Schemas["ErrorResponse"]>("/api/nothing/here")).body.code).toBe("NOT_FOUND");
    const wrongMethod = await call<Schemas["ErrorResponse"]>("/api/offer/verify/demo-offer-standard", {
      method: "DELETE",
    });
    expect([wrongMethod.status, wrongMethod.body.code, wrongMethod.headers.get("allow")]).toEqual([
      405,
      "METHOD_NOT_ALLOWED",
      "GET",
    ]);
  });
});

describe("Idempotency-Key", () => {
  it("answers a repeated key with the first answer and acts once", async () => {
    const headers = { "idempotency-key": "key-decline-0001" };
    const path = "/api/declinemail?token=demo-decline-mail&brand=o2";
    const first = await call<Schemas["DeclineMailResult"]>(path, { method: "POST", headers });
    const replay = await call<Schemas["DeclineMailResult"]>(path, { method: "POST", headers });
    expect(replay.body).toEqual(first.body);
    expect(replay.body.alreadyDeclined).toBe(false);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });

  it("refuses the same key for another request", async () => {
    const headers = { "idempotency-key": "key-iban-0001" };
    await call("/api/validation/o2/iban", { method: "POST", headers, json: { iban: "DE89370400440532013000" } });
    const misuse = await call<Schemas["ErrorResponse"]>("/api/validation/o2/iban", {
      method: "POST",
      headers,
      json: { iban: "NL91ABNA0417164300" },
    });
    expect([misuse.status, misuse.body.code]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
  });
});

describe("demo pages", () => {
  it("puts every offer back to its seed on reset", async () => {
    const reopened = await call<Schemas["Offer"]>("/api/offer/demo-offer-abandoned-payment", {
      method: "PATCH",
      json: {},
    });
    expect(reopened.body.state).toBe("open");
    expect((await demo.call("/__demo/reset", { method: "POST" })).status).toBe(204);
    expect((await call<Schemas["ErrorResponse"]>("/api/offer/demo-offer-abandoned-payment")).body.code).toBe(
      "OFFER_ABANDONED_PAYMENT",
    );
  });

  it("reports health", async () => {
    expect((await call("/__demo/health")).body).toEqual({ status: "ok" });
  });

  it("lists scenarios for every area, as German app paths", async () => {
    const { body } = await call<ReturnType<typeof scenarios>>("/__demo/scenarios");
    expect(new Set(body.map((s) => s.area))).toEqual(
      new Set(["offer", "idv", "termination", "selfcare", "email-rejection", "entry"]),
    );
    for (const scenario of body) {
      const keys = ["area", "name", "path", "state", ...(scenario.failsOn ? ["failsOn"] : [])].sort();
      expect(Object.keys(scenario).sort()).toEqual(keys);
      if (scenario.failsOn) expect([scenario.area, scenario.failsOn]).toEqual(["offer", "ordering"]);
      expect(scenario.path).toMatch(/^\/(angebot|idv|kuendigung|selfcarekuendigung|email-ablehnung|entry\/novum)[/?]/);
    }
    const offerStates = new Set(body.filter((s) => s.area === "offer").map((s) => s.state));
    for (const state of [
      "offer",
      "green_idv_tm_otp",
      "OFFER_EXPIRED",
      "RESERVATION_RETRY_MODAL",
      "401",
      "403",
      "404",
      "500",
    ]) {
      expect(offerStates).toContain(state);
    }
  });
});
