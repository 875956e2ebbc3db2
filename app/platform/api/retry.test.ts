import { describe, expect, it } from "vitest";
import { MAX_RETRY_AFTER_MS, retryDelayMs, shouldRetry, withRetry } from "./retry.ts";

describe("shouldRetry", () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries POST and PATCH once on %i", (status) => {
    expect(shouldRetry("POST", status)).toBe(true);
    expect(shouldRetry("PATCH", status)).toBe(true);
  });
  it("never retries idempotent methods or other statuses", () => {
    for (const method of ["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]) expect(shouldRetry(method, 503)).toBe(false);
    for (const status of [200, 400, 401, 403, 404, 410, 422, 501]) expect(shouldRetry("POST", status)).toBe(false);
  });
});

describe("retryDelayMs", () => {
  const response = (status: number, retryAfter?: string) =>
    new Response(null, { status, headers: retryAfter ? { "retry-after": retryAfter } : {} });

  it("honours Retry-After in seconds or as a date on 429 and 503, up to 2 s", () => {
    expect(retryDelayMs(response(503, "1"))).toBe(1000);
    expect(retryDelayMs(response(429, "0"))).toBe(0);
    expect(retryDelayMs(response(503, "120"))).toBe(MAX_RETRY_AFTER_MS);
    const now = Date.parse("2025-11-21T19:36:12Z");
    expect(retryDelayMs(response(429, "Fri, 21 Nov 2025 19:36:13 GMT"), now)).toBe(1000);
    expect(retryDelayMs(response(429, "Fri, 21 Nov 2025 19:30:00 GMT"), now)).toBe(0);
  });
  it("ignores it on other statuses and when garbled", () => {
    expect(retryDelayMs(response(502, "1"))).toBe(0);
    expect(retryDelayMs(response(503, "soon"))).toBe(0);
    expect(retryDelayMs(response(503))).toBe(0);
  });
});

describe("withRetry", () => {
  function fakeServer(statuses: number[], headers: Record<string, string> = {}) {
    const seen: { method: string; body: string; key: string | null }[] = [];
    const fetch = async (request: Request) => {
      seen.push({ method: request.method, body: await request.text(), key: request.headers.get("idempotency-key") });
      return new Response("{}", { status: statuses[seen.length - 1] ?? 200, headers });
    };
    return { seen, fetch };
  }
  const post = () =>
    new Request("http://api/x", { method: "POST", body: '{"a":1}', headers: { "idempotency-key": "k-1" } });

  it("sends a failed POST once more, with the same body and key", async () => {
    const server = fakeServer([503, 200]);
    const response = await withRetry(server.fetch, async () => {})(post());
    expect(response.status).toBe(200);
    expect(server.seen).toEqual([
      { method: "POST", body: '{"a":1}', key: "k-1" },
      { method: "POST", body: '{"a":1}', key: "k-1" },
    ]);
  });
  it("retries only once", async () => {
    const server = fakeServer([503, 503, 200]);
    expect((await withRetry(server.fetch, async () => {})(post())).status).toBe(503);
    expect(server.seen).toHaveLength(2);
  });
  it("sends a GET once, whatever the answer", async () => {
    const server = fakeServer([503]);
    expect((await withRetry(server.fetch, async () => {})(new Request("http://api/x"))).status).toBe(503);
    expect(server.seen).toHaveLength(1);
  });
  it("waits what Retry-After says, at most 2 s", async () => {
    const waits: number[] = [];
    const server = fakeServer([429, 200], { "retry-after": "30" });
    await withRetry(server.fetch, async (ms) => {
      waits.push(ms);
    })(post());
    expect(waits).toEqual([2000]);
  });
  it("does not retry a network failure", async () => {
    let calls = 0;
    const broken = async () => {
      calls += 1;
      throw new TypeError("fetch failed");
    };
    await expect(withRetry(broken, async () => {})(post())).rejects.toThrow("fetch failed");
    expect(calls).toBe(1);
  });
});
