import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { demoJournal, injectFault } from "../../../demo-api/demo.test-support.ts";
import { demoForFile } from "../../../demo-api/demo-per-file.test-support.ts";
import { ApiError } from "./api-error.ts";
import { createApiClient } from "./client.ts";
import { getAuthToken } from "./endpoints/get-auth-token.ts";
import { getIdv } from "./endpoints/get-idv.ts";
import { getOffer } from "./endpoints/get-offer.ts";
import { getTerminationConfig } from "./endpoints/get-termination-config.ts";
import { submitTermination } from "./endpoints/submit-termination.ts";
import { validateIban } from "./endpoints/validate-iban.ts";
import { IdvError, OfferError } from "./error-catalogue.ts";
import { createServerApiClient } from "./server.ts";
import { randomUuid, readOrCreateBrowserTraceId } from "./trace-id.ts";
import type { TerminationRequest } from "./types.ts";

// The client against the real demo server over HTTP: trace id, bearer, Idempotency-Key, error mapping.
const demo = demoForFile({ expectNoViolations: true });

const journal = (traceId: string) => demoJournal(demo().url, traceId);

function client(
  options: {
    traceId?: string;
    authToken?: string | (() => string | undefined);
    sleep?: (ms: number) => Promise<void>;
  } = {},
) {
  const traceId = options.traceId ?? randomUuid();
  return { traceId, api: createApiClient({ baseUrl: demo().url, ...options, traceId }) };
}

const request: TerminationRequest = {
  serviceType: "mobile",
  cancellationType: "Regular",
  selectTerminationDate: "now",
  customer: { firstName: "Max", lastName: "Mustermann", customerNumber: "100200999", email: "max@example.de" },
};

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected the call to fail"),
    (error: unknown) => error,
  );
}

describe("headers", () => {
  it("sends the trace id from the browser cookie on every request", async () => {
    let cookie = "";
    const doc = {
      location: { protocol: "http:" },
      get cookie() {
        return cookie;
      },
      set cookie(v: string) {
        cookie = v.split(";")[0] ?? "";
      },
    };
    const traceId = readOrCreateBrowserTraceId(doc as unknown as Document);
    const { api } = client({ traceId });
    await getOffer(api, "demo-offer-standard");
    await validateIban(api, { brand: "o2", iban: "DE89370400440532013000" });
    expect(readOrCreateBrowserTraceId(doc as unknown as Document)).toBe(traceId);
    expect((await journal(traceId)).map((e) => [e.method, e.path])).toEqual([
      ["GET", "/api/offer/demo-offer-standard"],
      ["POST", "/api/validation/o2/iban"],
    ]);
  });

  it("sends the visitor's trace id from a server request", async () => {
    const traceId = randomUuid();
    const { client: api, setCookie } = createServerApiClient(
      new Request("http://shop.example/kuendigung", { headers: { cookie: `trace_id=${traceId}` } }),
      { apiBaseUrl: demo().url, secureCookies: false },
    );
    expect(setCookie).toBeNull();
    await getTerminationConfig(api, "o2");
    expect(await journal(traceId)).toHaveLength(1);
  });

  it("sends the bearer token when one is stored, and none otherwise", async () => {
    const anonymous = client();
    const auth = await getAuthToken(anonymous.api, "123456", "demo-offer-login");
    expect(await rejection(getOffer(anonymous.api, "demo-offer-login"))).toMatchObject({ kind: "Unauthorized" });
    const loggedIn = client({ authToken: auth.accessToken, traceId: anonymous.traceId });
    expect((await getOffer(loggedIn.api, "demo-offer-login")).token).toBe("demo-offer-login");
    expect((await journal(anonymous.traceId)).map((e) => e.authorization)).toEqual([
      null,
      null,
      `Bearer ${auth.accessToken}`,
    ]);
  });

  it("reads the bearer token when a call is made, so a login after creating the client counts", async () => {
    let stored: string | undefined;
    const { api, traceId } = client({ authToken: () => stored });
    expect(await rejection(getOffer(api, "demo-offer-login"))).toMatchObject({ kind: "Unauthorized" });
    stored = (await getAuthToken(api, "123456", "demo-offer-login")).accessToken;
    expect((await getOffer(api, "demo-offer-login")).token).toBe("demo-offer-login");
    expect((await journal(traceId)).at(-1)?.authorization).toBe(`Bearer ${stored}`);
  });

  it("gives every non-idempotent call its own Idempotency-Key, and none to GET", async () => {
    const { api, traceId } = client();
    await validateIban(api, { brand: "o2", iban: "DE89370400440532013000" });
    await validateIban(api, { brand: "o2", iban: "DE89370400440532013000" });
    await getTerminationConfig(api, "o2");
    const keys = (await journal(traceId)).map((e) => e.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });
});

describe("errors over HTTP", () => {
  it("maps offer answers to the catalogue", async () => {
    const { api: c } = client();
    expect(await rejection(getOffer(c, "no-such-offer"))).toMatchObject({
      kind: "NotFound",
      message: "Offer could not be found.",
    });
    expect(await rejection(getOffer(c, "demo-offer-forbidden"))).toMatchObject({ kind: "Forbidden" });
    expect(await rejection(getOffer(c, "demo-offer-server-error"))).toMatchObject({ kind: "Unexpected" });
    const expired = await rejection(getOffer(c, "demo-offer-expired"));
    expect(expired).toBeInstanceOf(OfferError);
    expect(expired).toMatchObject({
      kind: "NotAccessible",
      code: "OFFER_EXPIRED",
      status: 410,
      offerUseCase: "Standard",
      shopHotline: "0800 5200 123",
    });
    const downtime = (await rejection(getOffer(c, "demo-offer-downtime"))) as OfferError;
    expect(downtime.downtime?.until).toBeTypeOf("string");
  });

  it("maps IDV answers to the catalogue", async () => {
    const { api: c } = client();
    expect(await rejection(getIdv(c, "demo-idv-unknown", "de"))).toMatchObject({
      kind: "NotFound",
      message: "Idv could not be found.",
    });
    const code = await rejection(getIdv(c, "demo-idv-error-no-more-idv-possible"));
    expect(code).toBeInstanceOf(IdvError);
    expect(code).toMatchObject({ kind: "NotAccessible", code: "NO_MORE_IDV_POSSIBLE" });
    expect(await rejection(getIdv(c, "demo-idv-server-error"))).toMatchObject({ kind: "Unexpected" });
  });

  it("turns field errors into 'Validation failed.'", async () => {
    const error = await rejection(validateIban(client().api, { brand: "o2", iban: "DE89370400440532013001" }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: "ValidationFailed",
      message: "Validation failed.",
      fieldErrors: [{ field: "iban", code: "INVALID_CHECKSUM" }],
    });
  });

  it("turns a non-JSON error body into the generic error", async () => {
    await injectFault(demo().url, {
      method: "GET",
      path: "/api/o2/contracttermination/config",
      status: 502,
      body: "html",
    });
    const error = await rejection(getTerminationConfig(client().api, "o2"));
    expect(error).toMatchObject({
      kind: "RequestFailed",
      status: 502,
      message: "Error occurred while doing an api request.",
    });
  });

  it("turns a success answer that is not JSON into the generic error", async () => {
    const html = createApiClient({
      baseUrl: "http://backend.invalid",
      traceId: randomUuid(),
      fetch: async () =>
        new Response("<html>maintenance</html>", { status: 200, headers: { "content-type": "text/html" } }),
    });
    expect(await rejection(getTerminationConfig(html, "o2"))).toMatchObject({
      kind: "RequestFailed",
      status: undefined,
    });
    expect(await rejection(getOffer(html, "demo-offer-standard"))).toMatchObject({ kind: "Unexpected" });
  });

  it("turns a network failure into the generic error", async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 1));
      });
    });
    const unreachable = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, traceId: randomUuid() });
    const error = await rejection(submitTermination(unreachable, { brand: "o2", submissionId: randomUuid(), request }));
    expect(error).toMatchObject({ kind: "RequestFailed", message: "Error occurred while doing an api request." });
    expect((error as ApiError).status).toBeUndefined();
    expect(await rejection(getOffer(unreachable, "demo-offer-standard"))).toMatchObject({ kind: "Unexpected" });
  });
});
