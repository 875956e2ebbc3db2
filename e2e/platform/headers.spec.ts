import { observatoryScore } from "../../server/observatory-score";
import { expect, test } from "../fixtures";

test("pages send the security headers with a fresh CSP nonce that the scripts carry", async ({ request }) => {
  const first = await request.get("/kuendigung");
  const headers = first.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["cache-control"] ?? "").not.toContain("no-store");

  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  const second = await request.get("/kuendigung");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
});

test("every address that carries a token is neither cached, indexed nor leaked by referrer", async ({ request }) => {
  // Tokens in the path (offer, IDV) and in the query (the links of e-mails and the self-care portal), including the answers that
  // are not the page itself: a redirect (a link the backend does not know), a data request, a 404.
  for (const path of [
    "/angebot/secret-token",
    "/en/idv/secret-token/erfolgreich",
    "/tr/angebot/preview/secret-token",
    "/angebot/secret-token/login?code=123456",
    "/selfcarekuendigung?data=demo-selfcare-blau&brand=blau",
    "/selfcarekuendigung?data=unknown-secret-token",
    "/selfcarekuendigung/error?reason=failed&data=secret-token",
    "/en/selfcarekuendigung/error?data=secret-token",
    "/selfcarekuendigung.data?data=secret-token",
    "/email-ablehnung?token=secret-token&brand=o2",
    "/entry/novum?id=secret-token",
    "/gibt-es-nicht?token=secret-token",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    // Never the crash page; the self-care error page after a backend failure answers 502 ("try again later").
    expect(response.status(), path).toBeLessThan(path.includes("reason=failed") ? 503 : 500);
    // One value each: a second mechanism (a route's own headers) would repeat them.
    const headers = response.headers();
    expect(headers["cache-control"], path).toBe("no-store");
    expect(headers["x-robots-tag"], path).toBe("noindex");
    expect(headers["referrer-policy"], path).toBe("strict-origin");
  }
});

test("hashed assets are immutable for a year; a missing asset is a plain 404", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset as string);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  const missing = await request.get("/assets/missing-abc123.js");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain("<html");
});

test("health and readiness endpoints answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});

test("responses are compressed", async ({ request }) => {
  const response = await request.get("/", { headers: { "accept-encoding": "gzip" } });
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("every kind of answer scores at least 125 in the Mozilla Observatory's rules", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.css/.exec(html)?.[0] ?? "";
  const kinds: Record<string, string> = {
    "static page": "/kuendigung",
    "start page (sets cookies)": "/",
    "token page": "/angebot/demo-offer-tm",
    redirect: "/selfcarekuendigung?data=demo-selfcare-blau&brand=blau",
    "not found": "/gibt-es-nicht",
    asset,
    "missing asset": "/assets/missing-abc123.js",
    "API proxy answer": "/api/o2/lists/nationalities",
    health: "/healthz",
  };
  for (const [kind, path] of Object.entries(kinds)) {
    // As behind the TLS-terminating load balancer: the scan runs over https, so cookies get their Secure flag.
    const response = await request.get(path, { maxRedirects: 0, headers: { "x-forwarded-proto": "https" } });
    const headers = {
      ...response.headers(),
      "set-cookie": response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => h.value),
    };
    const { score, tests } = observatoryScore({ headers, host: "localhost", body: await response.text() });
    const below = tests.filter((t) => t.modifier < 0).map((t) => t.result);
    expect(score, `${kind} ${path}: ${below.join(", ")}`).toBeGreaterThanOrEqual(125);
  }
});
