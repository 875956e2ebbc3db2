import { describe, expect, it } from "vitest";
import { demoJournal, injectFault } from "./demo.test-support.ts";
import { demoForFile } from "./demo-per-file.test-support.ts";
import { faultInputError } from "./faults.ts";

// The fault kinds over a real socket: an abort needs one to cut.
const demo = demoForFile();

const CONFIG = "/api/o2/contracttermination/config";

function get(path: string, traceId: string) {
  return fetch(`${demo().url}${path}`, { headers: { "x-trace-id": traceId } });
}

describe("fault kinds", () => {
  it("answers a status with Retry-After, as before (kind defaults to status)", async () => {
    await injectFault(demo().url, { path: CONFIG, status: 429, retryAfter: 3 });
    const response = await get(CONFIG, crypto.randomUUID());
    expect([response.status, response.headers.get("retry-after"), (await response.json()).code]).toEqual([
      429,
      "3",
      "TOO_MANY_REQUESTS",
    ]);
    expect((await get(CONFIG, crypto.randomUUID())).status).toBe(200);
  });

  it("answers the error code it names (a backend's own code, e.g. a downtime)", async () => {
    await injectFault(demo().url, { path: CONFIG, status: 503, code: "DOWNTIME" });
    const response = await get(CONFIG, crypto.randomUUID());
    expect([response.status, (await response.json()).code]).toEqual([503, "DOWNTIME"]);
  });

  it("delays the answer, then handles the request as usual", async () => {
    const traceId = crypto.randomUUID();
    await injectFault(demo().url, { path: CONFIG, kind: "delay", delayMs: 300 });
    const started = performance.now();
    const response = await get(CONFIG, traceId);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect((await demoJournal(demo().url, traceId)).map((e) => [e.status, e.fault])).toEqual([[200, "delay"]]);
  });

  it("delays and then answers a status when one is given", async () => {
    await injectFault(demo().url, { path: CONFIG, kind: "delay", delayMs: 50, status: 503 });
    expect((await get(CONFIG, crypto.randomUUID())).status).toBe(503);
  });

  it("cuts the connection without an answer, and journals status 0", async () => {
    const traceId = crypto.randomUUID();
    await injectFault(demo().url, { path: CONFIG, kind: "abort", times: 2 });
    await expect(get(CONFIG, traceId)).rejects.toThrow(TypeError);
    await expect(get(CONFIG, traceId)).rejects.toThrow(TypeError);
    expect((await get(CONFIG, traceId)).status).toBe(200);
    expect((await demoJournal(demo().url, traceId)).map((e) => [e.status, e.fault])).toEqual([
      [0, "abort"],
      [0, "abort"],
      [200, undefined],
    ]);
  });

  it("cuts the connection after the request acted (phase after)", async () => {
    const traceId = crypto.randomUUID();
    await injectFault(demo().url, { path: CONFIG, kind: "abort", phase: "after" });
    await expect(get(CONFIG, traceId)).rejects.toThrow(TypeError);
    expect((await demoJournal(demo().url, traceId)).map((e) => e.status)).toEqual([0]);
  });

  it("hits only its own trace id when it names one", async () => {
    const mine = crypto.randomUUID();
    await injectFault(demo().url, { path: "/api/*", status: 500, traceId: mine, times: 2 });
    expect((await get(CONFIG, crypto.randomUUID())).status).toBe(200);
    expect((await get(CONFIG, mine)).status).toBe(500);
    expect((await get("/api/o2/lists/nationalities", mine)).status).toBe(500);
    expect((await get(CONFIG, mine)).status).toBe(200);
  });

  it("answers a cut-off JSON body with the given status, 200 included", async () => {
    await injectFault(demo().url, { path: CONFIG, status: 200, body: "malformed" });
    const response = await get(CONFIG, crypto.randomUUID());
    expect([response.status, response.headers.get("content-type")]).toEqual([200, "application/json"]);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });
});

describe("POST /__demo/faults", () => {
  it("refuses inputs that are no fault", async () => {
    const post = (body: unknown) =>
      fetch(`${demo().url}/__demo/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post({ path: CONFIG })).status).toBe(400);
    expect((await post({ path: CONFIG, kind: "delay" })).status).toBe(400);
    expect((await post({ path: CONFIG, kind: "abort" })).status).toBe(201);
  });

  it("names what is wrong", () => {
    expect(faultInputError(null)).toBe("Send a JSON object.");
    expect(faultInputError({ status: 500 })).toBe("path is required.");
    expect(faultInputError({ path: "/x", kind: "hang" })).toBe("kind is status, delay or abort.");
    expect(faultInputError({ path: "/x", status: 42 })).toBe("status is required for kind status.");
    expect(faultInputError({ path: "/x", kind: "delay", delayMs: 0 })).toMatch(/^delayMs/);
    expect(faultInputError({ path: "/x", kind: "delay", delayMs: 120_001 })).toMatch(/^delayMs/);
    expect(faultInputError({ path: "/x", kind: "delay", delayMs: 10, status: 1000 })).toBe("status is an HTTP status.");
    expect(faultInputError({ path: "/x", status: 500, traceId: 7 })).toBe("traceId is a string.");
    expect(faultInputError({ path: "/x*", kind: "delay", delayMs: 10 })).toBeNull();
    expect(faultInputError({ path: "/x", status: 503, retryAfter: 1 })).toBeNull();
    expect(faultInputError({ path: "/x", status: 503, code: "DOWNTIME" })).toBeNull();
    expect(faultInputError({ path: "/x", status: 503, code: "<b>" })).toMatch(/^code/);
  });
});
