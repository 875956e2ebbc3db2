import { expect, test } from "../fixtures";

test("pages send the security headers with a fresh CSP nonce that the scripts carry", async ({ request }) => {
  const first = await request.get("/kuendigung");
  const headers = first.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
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

test("token pages are neither cached, indexed nor leaked by referrer", async ({ request }) => {
  for (const path of [
    "/angebot/secret-token",
    "/en/idv/secret-token/erfolgreich",
    "/tr/angebot/preview/secret-token",
  ]) {
    const headers = (await request.get(path)).headers();
    expect(headers["cache-control"], path).toBe("no-store");
    expect(headers["x-robots-tag"], path).toBe("noindex");
    expect(headers["referrer-policy"], path).toBe("no-referrer");
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
