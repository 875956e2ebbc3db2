import { afterEach, describe, expect, it, vi } from "vitest";
import { isTraceId, randomUuid, readOrCreateBrowserTraceId, TRACE_ID_COOKIE, traceIdFromRequest } from "./trace-id.ts";

/** A document whose cookie jar keeps what was written, as a browser does for one origin. */
function fakeDocument(protocol = "https:", initial = "") {
  const jar = new Map<string, string>();
  const written: string[] = [];
  for (const pair of initial.split("; ").filter(Boolean)) {
    const [name = "", value = ""] = pair.split("=");
    jar.set(name, value);
  }
  return {
    written,
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(value: string) {
      written.push(value);
      const [pair = ""] = value.split(";");
      const [name = "", cookieValue = ""] = pair.split("=");
      jar.set(name, cookieValue);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("randomUuid", () => {
  it("gives a v4 UUID, also without crypto.randomUUID (plain http)", () => {
    expect(isTraceId(randomUuid())).toBe(true);
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const fallback = randomUuid();
    expect(fallback).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("browser trace id", () => {
  it("creates the cookie on first use: 30 days, path /, SameSite=Lax, Secure on https", () => {
    const doc = fakeDocument("https:");
    const traceId = readOrCreateBrowserTraceId(doc as unknown as Document);
    expect(isTraceId(traceId)).toBe(true);
    expect(doc.written).toEqual([`${TRACE_ID_COOKIE}=${traceId}; Max-Age=2592000; Path=/; Secure; SameSite=Lax`]);
    expect(readOrCreateBrowserTraceId(doc as unknown as Document)).toBe(traceId);
    expect(doc.written).toHaveLength(1);
  });
  it("is not Secure on http, and replaces a garbled value", () => {
    const doc = fakeDocument("http:", "trace_id=garbage; other=1");
    const traceId = readOrCreateBrowserTraceId(doc as unknown as Document);
    expect(traceId).not.toBe("garbage");
    expect(doc.written[0]).not.toContain("Secure");
  });
});

describe("server trace id", () => {
  it("reads the visitor's trace id from the Cookie header", () => {
    const traceId = randomUuid();
    const request = new Request("https://shop.example/angebot/x", { headers: { cookie: `a=1; trace_id=${traceId}` } });
    expect(traceIdFromRequest(request)).toEqual({ traceId, setCookie: null });
  });
  it("creates one when absent and gives the Set-Cookie value", () => {
    const { traceId, setCookie } = traceIdFromRequest(new Request("https://shop.example/"));
    expect(isTraceId(traceId)).toBe(true);
    expect(setCookie).toBe(`trace_id=${traceId}; Max-Age=2592000; Path=/; Secure; SameSite=Lax`);
    expect(traceIdFromRequest(new Request("http://localhost/")).setCookie).not.toContain("Secure");
  });
  it("goes out Secure when the server says its cookies are, whatever the request looks like", () => {
    const { traceId, setCookie } = traceIdFromRequest(new Request("http://pod.internal/"), true);
    expect(setCookie).toBe(`trace_id=${traceId}; Max-Age=2592000; Path=/; Secure; SameSite=Lax`);
  });
});
