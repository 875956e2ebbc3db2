import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createServerApiClient } from "~/platform/api/server";
import { brandFor } from "~/platform/brand/registry";
import type { AppConfig } from "~/platform/config/app-config";
import {
  apiClientContext,
  appConfigContext,
  type LoginAttempt,
  loginAttemptContext,
  requestInfoContext,
} from "~/platform/config/context";
import { DEMO_TEST_CONFIG } from "~/platform/config/demo-context.test-support";
import type { Language } from "~/platform/i18n/languages";
import { demoUnderTest, TEST_NOW } from "../../../../demo-api/demo.test-support.ts";
import { loadOfferLogin, type OfferLoginAnswer, offerLoginAction } from "./login.server";

const NOW = TEST_NOW.getTime();
const demo = demoUnderTest(() => new Date(NOW));
afterAll(() => demo.cleanup());

type Backend = (request: Request) => Response | Promise<Response>;
const theDemo: Backend = (request) => demo.app.request(request);

let copies = 0;
/** A private copy of the demo's login offer (code 123456): its own attempts at the demo backend. */
const loginOffer = () => `demo-offer-login~action${++copies}`;

/** The request context as server/app.ts and the root middleware build it, around the given backend. */
function contextFor(
  request: Request,
  options: { backend?: Backend; attempt?: LoginAttempt | null; lang?: Language; secureCookies?: boolean } = {},
) {
  const calls: string[] = [];
  const backend = options.backend ?? theDemo;
  const config: AppConfig = {
    ...DEMO_TEST_CONFIG,
    secureCookies: options.secureCookies ?? false,
    apiFetch: async (call) => {
      calls.push(`${new URL(call.url).pathname} ${call.headers.get("authorization") ?? "-"}`);
      return backend(call);
    },
  };
  const context = new RouterContextProvider();
  context.set(appConfigContext, config);
  context.set(requestInfoContext, { brand: brandFor("o2"), lang: options.lang ?? "de" });
  context.set(apiClientContext, () => createServerApiClient(request, config).client);
  context.set(loginAttemptContext, options.attempt === undefined ? freshAttempt() : options.attempt);
  return { context, calls };
}

const freshAttempt = (): LoginAttempt => ({ limitedUntil: null, outcome: null });

function post(token: string, fields: Record<string, string>, path = `/angebot/${token}/login`) {
  return new Request(`http://shop.example${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

/** The action's answer: a redirect (status, Location, Set-Cookie) or the page's data with its status and headers. */
async function act(token: string, fields: Record<string, string>, options: Parameters<typeof contextFor>[1] = {}) {
  const request = post(token, fields);
  const attempt = options.attempt === undefined ? freshAttempt() : options.attempt;
  const { context, calls } = contextFor(request, { ...options, attempt });
  const result = await offerLoginAction(request, token, context, () => NOW);
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("location"),
      cookie: result.headers.get("set-cookie"),
      calls,
      outcome: attempt?.outcome,
    };
  }
  const headers = new Headers(result.init?.headers);
  return {
    status: result.init?.status,
    answer: result.data as OfferLoginAnswer,
    retryAfter: headers.get("retry-after"),
    cookie: headers.get("set-cookie"),
    calls,
    outcome: attempt?.outcome,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

describe("loadOfferLogin", () => {
  function load(path: string, token = "demo-offer-login") {
    const request = new Request(`http://app.test${path}`);
    const { data, init } = loadOfferLogin(request, token, contextFor(request).context);
    return { data, status: init?.status };
  }

  it("offers the form when there is a code, without putting the code into the page data", () => {
    const { data, status } = load("/angebot/demo-offer-login/login?code=123456");
    expect(status).toBe(200);
    expect(data).toEqual({ state: "ready", token: "demo-offer-login", lang: "de" });
    expect(JSON.stringify(data)).not.toContain("123456");
  });

  it("says what is wrong without a code, with a malformed code and with an odd token", () => {
    expect(load("/angebot/demo-offer-login/login")).toMatchObject({ data: { state: "missing" }, status: 400 });
    expect(load("/angebot/demo-offer-login/login?code=")).toMatchObject({ data: { state: "missing" }, status: 400 });
    expect(load("/angebot/demo-offer-login/login?code=%3Cb%3E")).toMatchObject({
      data: { state: "invalid" },
      status: 400,
    });
    expect(load("/angebot/x/login?code=123456", "..")).toMatchObject({ data: { state: "invalid" }, status: 400 });
  });
});

describe("offerLoginAction signs in", () => {
  it("with this offer's code: the bearer in an HttpOnly SameSite=Strict cookie, on to the offer", async () => {
    const token = loginOffer();
    const result = await act(token, { code: "123456" });
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/angebot/${token}`);
    expect(result.cookie).toMatch(/^auth_token=demo-access-[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(result.outcome).toBe("signedIn");
    // The exchange names the offer; the check of the new bearer sends it.
    const bearer = /auth_token=([^;]+)/.exec(result.cookie ?? "")?.[1];
    expect(result.calls).toEqual(["/api/auth/token -", `/api/offer/verify/${token} Bearer ${bearer}`]);
  });

  it("under the __Host- name where cookies are Secure, in the page's language", async () => {
    const token = loginOffer();
    const result = await act(token, { code: "123456" }, { secureCookies: true, lang: "en" });
    expect(result.location).toBe(`/en/angebot/${token}`);
    expect(result.cookie).toMatch(/^__Host-auth_token=demo-access-[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it("and continues on the page of this offer it was asked from, never on another", async () => {
    const token = loginOffer();
    const back = `/en/angebot/${token}/zahlung`;
    expect((await act(token, { code: "123456", returnPath: back })).location).toBe(back);
    for (const foreign of ["https://evil.example/", "/angebot/demo-offer-standard", `/angebot/${token}/login`]) {
      expect((await act(token, { code: "123456", returnPath: foreign })).location, foreign).toBe(`/angebot/${token}`);
    }
  });

  it("when the offer itself is in a state of its own (the offer page says which)", async () => {
    const backend: Backend = (request) =>
      new URL(request.url).pathname === "/api/auth/token"
        ? json(200, { accessToken: "demo-access-x", tokenType: "Bearer", expiresIn: 3600 })
        : json(410, { code: "OFFER_EXPIRED", message: "-" });
    expect(await act("t", { code: "123456" }, { backend })).toMatchObject({ status: 302, location: "/angebot/t" });
  });
});

describe("offerLoginAction refuses", () => {
  it("a wrong code: 401, counted as a refused try, no cookie", async () => {
    const result = await act(loginOffer(), { code: "999999" });
    expect(result).toMatchObject({ status: 401, answer: { state: "invalid" }, cookie: null, outcome: "refused" });
  });

  it("a code of another offer (the backend binds it)", async () => {
    const result = await act(loginOffer(), { code: "654321" });
    expect(result).toMatchObject({ status: 401, answer: { state: "invalid" }, cookie: null, outcome: "refused" });
  });

  it("a bearer that does not open this offer, from a backend that ignores the offer", async () => {
    const backend: Backend = (request) =>
      new URL(request.url).pathname === "/api/auth/token"
        ? json(200, { accessToken: "demo-access-of-another-offer", tokenType: "Bearer", expiresIn: 3600 })
        : json(401, { code: "UNAUTHORIZED", message: "Login required." });
    const result = await act("demo-offer-login", { code: "123456" }, { backend });
    expect(result).toMatchObject({ status: 401, answer: { state: "invalid" }, cookie: null, outcome: "refused" });
  });

  it("a malformed code or a post that is not the form, without asking the backend", async () => {
    for (const fields of [{ code: "<b>" }, {}, { code: "123456", other: "x" }] as Record<string, string>[]) {
      const result = await act(loginOffer(), fields);
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect(result.answer).toEqual({ state: "invalid" });
      expect(result.calls).toEqual([]);
      expect(result.outcome).toBeNull();
    }
  });
});

describe("offerLoginAction limited", () => {
  it("by the limiter in front: 429 with Retry-After and the time, without asking the backend", async () => {
    const attempt: LoginAttempt = { limitedUntil: new Date(NOW + 7 * 60_000 + 30_000), outcome: null };
    const result = await act(loginOffer(), { code: "123456" }, { attempt });
    expect(result).toMatchObject({
      status: 429,
      retryAfter: "450",
      answer: { state: "limited", retryAt: new Date(NOW + 450_000).toISOString(), minutes: 8 },
      calls: [],
      outcome: "limited",
    });
  });

  it("by the backend's limit for the offer: 429 with its Retry-After, also for the right code", async () => {
    const token = loginOffer();
    for (let i = 0; i < 5; i++) expect((await act(token, { code: `99999${i}` })).status).toBe(401);
    const result = await act(token, { code: "123456" });
    expect(result).toMatchObject({ status: 429, retryAfter: "600", answer: { state: "limited", minutes: 10 } });
    expect(result.outcome).toBe("limited");
  });
});

describe("offerLoginAction fails, keeping what the retry needs", () => {
  const returnPath = "/angebot/t/zusammenfassung";

  it.each([
    ["the backend's 503", () => json(503, { code: "SERVICE_UNAVAILABLE", message: "-" }), 503],
    ["a 500", () => json(500, { code: "INTERNAL_ERROR", message: "-" }), 502],
    [
      "a broken answer",
      () => new Response('{"accessToken":', { headers: { "content-type": "application/json" } }),
      502,
    ],
    [
      "no answer",
      () => {
        throw new TypeError("fetch failed");
      },
      502,
    ],
  ])("%s answers %s with the code and the return path", async (_, backend, status) => {
    const result = await act("t", { code: "123456", returnPath }, { backend });
    expect(result).toMatchObject({
      status,
      answer: { state: "failed", code: "123456", returnPath },
      cookie: null,
      outcome: "failed",
    });
  });

  it("when the new bearer cannot be checked against the offer: no cookie until it can", async () => {
    const backend: Backend = (request) =>
      new URL(request.url).pathname === "/api/auth/token"
        ? json(200, { accessToken: "demo-access-x", tokenType: "Bearer", expiresIn: 3600 })
        : json(502, { code: "BAD_GATEWAY", message: "-" });
    const result = await act("t", { code: "123456" }, { backend });
    expect(result).toMatchObject({ status: 502, answer: { state: "failed", code: "123456" }, cookie: null });
  });

  it("when the bearer is one no cookie can carry", async () => {
    const backend: Backend = () => json(200, { accessToken: "a b;c", tokenType: "Bearer", expiresIn: 3600 });
    expect(await act("t", { code: "123456" }, { backend })).toMatchObject({ status: 502, cookie: null });
  });
});
