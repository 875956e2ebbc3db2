import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoginAttempt } from "../app/platform/config/context.ts";
import { isAuthApiPath, LOGIN_LIMITS, loginTokenOf, offerLoginGuards } from "./login-limit.ts";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.useRealTimers();
});

/**
 * The guards as server/main.ts mounts them (behind a trusted proxy on loopback), and in place of React Router a
 * stand-in for the login action: it answers 429 when the limiter marked the request, else the outcome the test asks
 * for (`x-outcome`), which it reports back as the action does.
 */
async function start() {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(offerLoginGuards());
  let actions = 0;
  app.use((_req, res) => {
    const attempt = res.locals.loginAttempt as LoginAttempt | undefined;
    if (!attempt) {
      res.status(200).send("not a login");
      return;
    }
    actions += 1;
    if (attempt.limitedUntil) {
      attempt.outcome = "limited";
      res.status(429).send(`limited until ${attempt.limitedUntil.toISOString()}`);
      return;
    }
    const outcome = (_req.headers["x-outcome"] as LoginAttempt["outcome"]) ?? "refused";
    attempt.outcome = outcome;
    res.status(outcome === "refused" ? 401 : outcome === "failed" ? 502 : 302).send(outcome);
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = async (path: string, options: { from?: string; outcome?: string; method?: string } = {}) => {
    const headers: Record<string, string> = { "x-forwarded-for": options.from ?? "198.51.100.1" };
    if (options.outcome) headers["x-outcome"] = options.outcome;
    const response = await fetch(`${origin}${path}`, { method: options.method ?? "POST", headers, redirect: "manual" });
    return { status: response.status, body: await response.text() };
  };
  return { origin, login, actions: () => actions };
}

/** Tries in a row, one at a time (each is counted once its answer is sent). */
async function tries(n: number, send: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(i)).status);
  return statuses;
}

describe("loginTokenOf", () => {
  it.each([
    ["/angebot/demo-offer-login/login", "demo-offer-login"],
    ["/en/angebot/demo-offer-login/login", "demo-offer-login"],
    ["/tr/angebot/demo-offer-login/login.data", "demo-offer-login"],
    ["/angebot/demo-offer-login~anna/login.data", "demo-offer-login~anna"],
    ["/angebot/a%2Eb/login", "a.b"],
  ])("reads the token of a POST to %s", (path, token) => {
    expect(loginTokenOf("POST", path)).toBe(token);
  });

  it.each([
    ["GET", "/angebot/t/login"],
    ["POST", "/angebot/t"],
    ["POST", "/angebot/t/login/x"],
    ["POST", "/angebot/t/zahlung"],
    ["POST", "/idv/t/login"],
    ["POST", "/kuendigung"],
  ])("leaves %s %s alone", (method, path) => {
    expect(loginTokenOf(method, path)).toBeNull();
  });
});

describe("the limit per offer", () => {
  it("lets 5 wrong codes through in 10 minutes, marks the 6th for the action, and frees the offer after", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-11-21T19:36:12.000Z"));
    const { login, actions } = await start();
    const guess = (i: number) => login("/angebot/demo-offer-login/login", { from: `198.51.100.${i + 1}` });
    expect(await tries(LOGIN_LIMITS.perOffer, guess)).toEqual([401, 401, 401, 401, 401]);
    // The limiter answers nothing itself: the action gets the request, with the end of the window.
    const limited = await guess(9);
    expect(limited).toEqual({ status: 429, body: "limited until 2025-11-21T19:46:12.000Z" });
    expect(actions()).toBe(6);
    // In any language, as a data request too: the same offer.
    expect((await login("/en/angebot/demo-offer-login/login.data", { from: "198.51.100.20" })).status).toBe(429);
    // Another offer is not held by it.
    expect((await login("/angebot/demo-offer-tm/login", { from: "198.51.100.21" })).status).toBe(401);
    vi.setSystemTime(new Date("2025-11-21T19:46:12.000Z"));
    expect((await guess(10)).status).toBe(401);
  });

  it("counts only refused codes: sign-ins, backend failures and limited tries are taken back", async () => {
    const { login } = await start();
    const path = "/angebot/demo-offer-login~kept/login";
    for (const outcome of ["signedIn", "failed", "signedIn", "failed", "failed", "signedIn", "failed"]) {
      expect((await login(path, { outcome })).status, outcome).not.toBe(429);
    }
    expect(await tries(LOGIN_LIMITS.perOffer, () => login(path, { from: "198.51.100.30" }))).toEqual([
      401, 401, 401, 401, 401,
    ]);
    expect((await login(path, { from: "198.51.100.31", outcome: "signedIn" })).status).toBe(429);
  });
});

describe("the limit per client address", () => {
  it("lets 10 wrong codes from one address through across offers, then marks its tries", async () => {
    const { login } = await start();
    const from = "203.0.113.7";
    const spray = (i: number) => login(`/angebot/demo-offer-${i}/login`, { from });
    expect(await tries(LOGIN_LIMITS.perAddress, spray)).toEqual(Array(10).fill(401));
    expect((await spray(10)).status).toBe(429);
    // Another customer (another address, as the trusted proxy says) is not held by it.
    expect((await login("/angebot/demo-offer-10/login", { from: "203.0.113.8" })).status).toBe(401);
  });

  it("takes an IPv6 customer's /56 as one address", async () => {
    const { login } = await start();
    const spray = (i: number) => login(`/angebot/six-${i}/login`, { from: `2001:db8:abcd:1200::${i + 1}` });
    expect(await tries(LOGIN_LIMITS.perAddress, spray)).toEqual(Array(10).fill(401));
    expect((await login("/angebot/six-x/login", { from: "2001:db8:abcd:12ff::1" })).status).toBe(429);
    expect((await login("/angebot/six-y/login", { from: "2001:db8:abcd:1300::1" })).status).toBe(401);
  });

  it("counts parallel guesses while they run", async () => {
    const { login } = await start();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login("/angebot/demo-offer-parallel/login", { from: `198.51.100.${60 + i}` }),
      ),
    );
    expect(statuses.filter((s) => s.status === 401)).toHaveLength(LOGIN_LIMITS.perOffer);
    expect(statuses.filter((s) => s.status === 429)).toHaveLength(3);
  });
});

describe("other requests", () => {
  it("pass untouched: GETs of the login page, other posts", async () => {
    const { login, actions } = await start();
    for (let i = 0; i < 20; i++) {
      expect((await login("/angebot/demo-offer-login~get/login", { method: "GET" })).body).toBe("not a login");
    }
    expect((await login("/angebot/demo-offer-login~get", {})).body).toBe("not a login");
    expect(actions()).toBe(0);
  });
});

describe("the browser's own code exchange", () => {
  it.each([
    "/api/auth/token?code=123456",
    "/API/Auth/Token",
    "/api//auth/token/",
    "/api/x/../auth/token",
    "/api/%2e%2e/api/auth/token",
    "/api/auth%2ftoken",
  ])("%s is answered 404 here and never proxied", async (path) => {
    const { origin } = await start();
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("leaves the other API paths to the proxy", () => {
    for (const path of ["/api/offer/demo-offer-login", "/api/authx", "/api/o2/lists/nationalities", "/angebot/auth"]) {
      expect(isAuthApiPath(path), path).toBe(false);
    }
  });
});
