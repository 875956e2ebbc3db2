import { mkdtempSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import type { APIResponse } from "@playwright/test";
import { sealPaymentChoice } from "../../app/features/offer/checkout/payment-cookie.server";
import { expect, test } from "../fixtures";
import { privateOffer } from "../helpers/private-offer";
import { startServer } from "../helpers/server-process";
import { E2E_SESSION_SECRET } from "../ports";
import { type AttackStack, startAttackStack } from "./attack-stack";
import { postFormFrom, rawGet, rawRequest } from "./raw-http";

/**
 * The attacks of the security review (ASVS 5.0 L2), run against the production server in front of a real backend
 * with a recorder between them (attack-stack.ts): each test names an attack and what the server must answer, and
 * checks what reached the backend and the log. docs/security.md maps them to the chapters they prove.
 */
// One server for the file, in one worker, in order; a failed attack does not skip the others (a worker that starts
// after a failure starts its own stack).
test.describe.configure({ mode: "default" });

let stack: AttackStack;
/** The production server's origin and its port (for raw requests). */
let APP = "";
let PORT = 0;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startAttackStack(mkdtempSync(join(tmpdir(), "attack-data-")), test.info().workerIndex);
  APP = stack.app;
  PORT = stack.ports.app;
});
test.afterAll(async () => {
  await stack?.stop();
});

const backendCalls = (filter: (url: string) => boolean = () => true) =>
  stack.backend.seen().filter((request) => filter(request.url));

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** A form post as a browser or a script sends it: the body urlencoded, extra headers on top, redirects not followed. */
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  headers: { ...FORM, ...headers },
  data: new URLSearchParams(fields).toString(),
  maxRedirects: 0,
});

/** The Set-Cookie lines of an answer. */
const setCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);

test.describe("guessing the offer login code", () => {
  // Each test guesses from a loopback address of its own, so that the per-address limit of one does not meet the
  // next (the browser's login below comes from 127.0.0.1).
  test("wrong codes for one offer are bounded: 429 with Retry-After, and the backend sees no more", async () => {
    const token = privateOffer("demo-offer-login");
    stack.backend.clear();
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await postFormFrom("127.0.0.2", `${APP}/angebot/${token}/login`, { code: `10000${i}` }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(Number(answers[5]?.headers["retry-after"])).toBeGreaterThan(0);
    expect(backendCalls((url) => url.startsWith("/api/auth/token")).length).toBeLessThanOrEqual(5);
    // The right code is refused too until the window ends: a guess that hits is not told apart.
    const right = await postFormFrom("127.0.0.2", `${APP}/angebot/${token}/login`, { code: "123456" });
    expect(right.status).toBe(429);
  });

  test("wrong codes from one address over many offers are bounded too", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const token = privateOffer("demo-offer-login");
      statuses.push((await postFormFrom("127.0.0.3", `${APP}/angebot/${token}/login`, { code: `20000${i}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test("the exchange is not reachable from the browser: GET /api/auth/token through the proxy is refused", async ({
    request,
  }) => {
    stack.backend.clear();
    const response = await request.get(`${APP}/api/auth/token?code=123456`);
    expect(response.status()).toBe(404);
    expect(backendCalls()).toEqual([]);
  });
});

test.describe("token pages at the addresses React Router also serves", () => {
  const token = "attack-secret-token";
  test("another spelling is redirected to the canonical address before anything renders", async ({ request }) => {
    for (const [path, canonical] of [
      [`/angebot/${token}/meine-daten/`, `/angebot/${token}/meine-daten`],
      [`/ANGEBOT/${token}/MEINE-DATEN`, `/angebot/${token}/meine-daten`],
      [`/en/angebot/${token}/meine-daten/`, `/en/angebot/${token}/meine-daten`],
      [`/angebot//${token}/login`, `/angebot/${token}/login`],
    ] as const) {
      const response = await request.get(`${APP}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(response.headers().location, path).toBe(canonical);
      expect(response.headers()["cache-control"], path).toBe("no-store");
      expect(response.headers()["x-robots-tag"], path).toBe("noindex");
      expect(response.headers()["referrer-policy"], path).toBe("strict-origin");
    }
  });

  test("unknown sub-paths answer 404 with no-store, noindex and strict-origin", async ({ request }) => {
    for (const path of [
      `/angebot/${token}/x`,
      `/idv/${token}/foo`,
      `/angebot/preview/${token}/x`,
      `/fr/angebot/${token}`,
    ]) {
      const response = await request.get(`${APP}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["cache-control"], path).toBe("no-store");
      expect(response.headers()["x-robots-tag"], path).toBe("noindex");
      expect(response.headers()["referrer-policy"], path).toBe("strict-origin");
    }
  });

  test("no spelling writes the token into the request log", async () => {
    await expect.poll(() => stack.log()).toContain('"path":"/angebot/:token/:token"');
    expect(stack.log()).not.toContain(token);
  });
});

test.describe("what the proxy forwards", () => {
  test("an absolute-form target is refused and reaches no backend", async () => {
    stack.backend.clear();
    const answer = await rawGet(PORT, "http://evil.example/api/health");
    expect(answer.status).toBe(400);
    expect(backendCalls()).toEqual([]);
  });

  test("encoded dot segments, encoded slashes and backslashes, and empty segments are refused", async () => {
    stack.backend.clear();
    for (const target of [
      "/api/x/..%2f..%2fadmin",
      "/api/x/..%2F..%2Fadmin",
      "/api/%2e%2e/%2e%2e/admin",
      "/api/x/%2E%2E/admin",
      "/api/x/..%5cadmin",
      "/api//evil.example/x",
      "/api/offer//verify",
    ]) {
      const answer = await rawGet(PORT, target);
      expect(answer.status, target).toBe(400);
    }
    expect(backendCalls()).toEqual([]);
  });

  test("/__demo/* does not reach a real backend", async ({ request }) => {
    stack.backend.clear();
    const response = await request.get(`${APP}/__demo/scenarios`);
    expect(response.status()).toBe(404);
    expect(backendCalls()).toEqual([]);
  });

  test("an /api body larger than the contract allows is refused before the backend", async () => {
    stack.backend.clear();
    const body = "x".repeat(3 * 1024 * 1024);
    const answer = await rawRequest(
      PORT,
      `POST /api/o2/contracttermination/00000000-0000-4000-8000-000000000000 HTTP/1.1\r\nHost: localhost\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(413);
    expect(backendCalls()).toEqual([]);
  });
});

test.describe("what the proxy tells the backend", () => {
  test("forwarding headers are the server's own view; cookies and a client's Authorization never pass", async ({
    request,
  }) => {
    stack.backend.clear();
    const response = await request.get(`${APP}/api/o2/lists/nationalities`, {
      headers: {
        "X-Forwarded-For": "6.6.6.6",
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "https",
        Forwarded: "for=6.6.6.6;host=evil.example",
        "X-Real-IP": "6.6.6.6",
        Authorization: "Bearer stolen-elsewhere",
        Cookie: "offer_payment=sealed-iban; offer_order=order; auth_token=bearer; email_rejection=proof",
        "X-Api-Key": "a-header-secret",
      },
    });
    expect(response.status()).toBe(200);
    const [seen] = backendCalls();
    expect(seen?.url).toBe("/api/o2/lists/nationalities");
    const headers = seen?.headers ?? {};
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(headers["x-forwarded-host"]).toBe(`localhost:${PORT}`);
    expect(headers["x-forwarded-proto"]).toBe("http");
    for (const name of ["cookie", "authorization", "forwarded", "x-real-ip", "x-api-key"]) {
      expect(headers[name], name).toBeUndefined();
    }
  });

  test("the bearer goes to the backend from its HttpOnly cookie, for this origin's own requests only", async ({
    request,
  }) => {
    const cookie = "__Host-auth_token=demo-access-attack";
    stack.backend.clear();
    await request.get(`${APP}/api/o2/lists/nationalities`, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    });
    await request.get(`${APP}/api/o2/lists/nationalities`, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-site" },
    });
    const [own, sibling] = backendCalls();
    expect(own?.headers.authorization).toBe("Bearer demo-access-attack");
    expect(own?.headers.cookie).toBeUndefined();
    expect(sibling?.headers.authorization).toBeUndefined();
  });
});

/** The action addresses of the review's cross-site attack: every form of the app. */
const ACTIONS = [
  "/angebot/T",
  "/angebot/T/meine-daten",
  "/angebot/T/ausweisdaten",
  "/angebot/T/zahlung",
  "/angebot/T/zusammenfassung",
  "/angebot/preview/T",
  "/idv/T",
  "/idv/T/fehlgeschlagen",
  "/email-ablehnung?token=T",
  "/kuendigung",
  "/selfcarekuendigung?data=T",
];

test.describe("cross-site posts", () => {
  test("Origin: null, a foreign Origin and writes marked cross-site reach no action", async ({ request }) => {
    stack.backend.clear();
    const token = privateOffer("demo-offer-tm");
    for (const action of ACTIONS.map((path) => path.replace("T", token))) {
      for (const [headers, status] of [
        [{ Origin: "null" }, 400],
        [{ Origin: "null", "Sec-Fetch-Site": "cross-site" }, 403],
        [{ Origin: "https://evil.example" }, 400],
        [{ Origin: APP, "Sec-Fetch-Site": "same-site" }, 403],
      ] as const) {
        const response = await request.post(`${APP}${action}`, form({ choice: "0" }, headers));
        expect(response.status(), `${action} ${JSON.stringify(headers)}`).toBe(status);
      }
    }
    // Refused before any action or loader ran: nothing reached the backend.
    expect(backendCalls()).toEqual([]);
  });
});

test.describe("the bearer and the checkout's cookies", () => {
  test("the login sets the bearer as an HttpOnly, Secure, SameSite=Strict __Host- cookie no script can read", async ({
    page,
  }) => {
    const token = privateOffer("demo-offer-login");
    const exchanged = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/login"),
    );
    await page.goto(`${APP}/angebot/${token}/login?code=123456`);
    const cookies = (await (await exchanged).headersArray())
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    const bearer = cookies.find((line) => line.startsWith("__Host-auth_token="));
    expect(bearer).toBeDefined();
    expect(bearer).toMatch(/; HttpOnly/);
    expect(bearer).toMatch(/; Secure/);
    expect(bearer).toMatch(/; SameSite=Strict/);
    await expect(page).toHaveURL(new RegExp(`/angebot/${token}$`));
    expect(await page.evaluate(() => document.cookie)).not.toContain("auth_token");
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain("demo-access");
    // The code stays out of the log, and out of every address the proxy saw.
    expect(stack.log()).not.toContain("123456");
  });

  test("the cart cookie is Secure and __Host- in production, and a tampered payment cookie is worth nothing", async ({
    request,
  }) => {
    const token = privateOffer("demo-offer-tm");
    const chosen = await request.post(`${APP}/angebot/${token}`, form({ choice: "0" }, { Origin: APP }));
    const cart = setCookies(chosen).find((line) => line.includes("offer_choice="));
    expect(cart).toMatch(/^__Host-offer_choice=/);
    expect(cart).toMatch(/; Secure/);
    expect(cart).toMatch(/; HttpOnly/);
    const sepa = { iban: "DE89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann" };
    const sealed = sealPaymentChoice({ token, method: "sepa", sepa }, E2E_SESSION_SECRET);
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}`;
    const summary = await request.get(`${APP}/angebot/${token}/zusammenfassung`, {
      headers: { Cookie: `__Host-offer_choice=0.Standard.${token}; __Host-offer_payment=${tampered}` },
      maxRedirects: 0,
    });
    expect(summary.status()).toBe(302);
    expect(summary.headers().location).toContain("/zahlung");
  });
});

test.describe("the smaller findings", () => {
  test("production in front of a real backend refuses to start without SESSION_SECRET", async () => {
    const server = startServer({
      DEMO_API: undefined,
      API_BASE_URL: stack.backend.url,
      SESSION_SECRET: undefined,
      SESSION_SECRETS: undefined,
      PORT: String(stack.ports.spare),
    });
    const code = await Promise.race([server.exited, new Promise((done) => setTimeout(() => done("running"), 20_000))]);
    if (code === "running") server.child.kill("SIGKILL");
    expect(code).toBe(1);
    expect(server.output()).toContain("Invalid configuration: SESSION_SECRET");
  });

  test("the demo listens on loopback unless HOST says otherwise", async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === "IPv4")?.address;
    test.skip(!outside, "this machine has no address outside loopback to try");
    const server = startServer({ PORT: String(stack.ports.spare), HOST: undefined, DATA_DIR: stack.dataDir });
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${stack.ports.spare}/readyz`).catch(() => null))?.status, {
          timeout: 30_000,
        })
        .toBe(200);
      const fromOutside = await fetch(`http://${outside}:${stack.ports.spare}/readyz`).then(
        (response) => response.status,
        () => "refused",
      );
      expect(fromOutside).toBe("refused");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  test("the request log keeps headers by allow-list: a secret in a custom header never reaches it", async ({
    request,
  }) => {
    await request.get(`${APP}/kuendigung`, { headers: { "X-Api-Key": "a-header-secret", "X-Session": "s3ss10n" } });
    await expect.poll(() => stack.log()).toContain('"path":"/kuendigung"');
    expect(stack.log()).not.toContain("a-header-secret");
    expect(stack.log()).not.toContain("s3ss10n");
  });

  test("the thank-you page changes nothing on a GET: an aborted payment is reset only by a post", async ({
    request,
  }) => {
    const token = privateOffer("demo-offer-abandoned-payment");
    stack.backend.clear();
    await request.get(`${APP}/angebot/${token}/danke?payment=aborted`, { maxRedirects: 0 });
    const calls = backendCalls();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method !== "GET").map((call) => `${call.method} ${call.url}`)).toEqual([]);
  });
});

test.describe("what held, and must keep holding", () => {
  test("request smuggling, oversized headers and bodies, and JSON bodies are refused", async ({ request }) => {
    const smuggle = await rawRequest(
      PORT,
      "POST /kuendigung HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n" +
        "0\r\n\r\nGET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n",
    );
    expect(smuggle.status).toBe(400);
    const big = await rawRequest(
      PORT,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"x".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    const body = await request.post(`${APP}/kuendigung`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP },
      data: `firstName=${"x".repeat(200 * 1024)}`,
    });
    expect(body.status()).toBe(413);
    const json = await request.post(`${APP}/kuendigung`, { headers: { Origin: APP }, data: { firstName: "x" } });
    expect(json.status()).toBe(415);
  });

  test("no open redirect, no traversal to files, no stack trace", async ({ request }) => {
    for (const path of ["//evil.example", "//evil.example/", "/%5Cevil.example", "/%2F%2Fevil.example"]) {
      const response = await request.get(`${APP}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers().location, path).toBeUndefined();
    }
    for (const target of ["/assets/..%2f..%2f..%2fpackage.json", "/assets/%2e%2e/%2e%2e/package.json", "/.env"]) {
      const answer = await rawGet(PORT, target);
      expect([403, 404], target).toContain(answer.status);
      expect(answer.body, target).not.toContain('"name": "customer-frontend"');
    }
    const error = await request.get(`${APP}/angebot/%C3%28`, { maxRedirects: 0 });
    expect(error.status()).toBeLessThan(500);
    expect(await error.text()).not.toMatch(/at \w+ \(|node_modules|\/work\//);
  });

  test("every page gets a fresh CSP nonce with strict-dynamic and default-src 'none'", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const csp = (await request.get(`${APP}/kuendigung`)).headers()["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("'strict-dynamic'");
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? "");
    }
    expect(nonces.size).toBe(2);
  });
});
