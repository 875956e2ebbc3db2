import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backendFetch } from "./backend-fetch.ts";

// What the API client reads of an answer, through fetch (the reference) and through undici's request, from one
// plain HTTP server. The demo's faults (cut connections, timeouts, retries) are compared in
// demo-api/in-process.test.ts.
let server: Server;
let base: string;
const viaUndici = backendFetch();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === "/echo") {
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Set-Cookie", ["a=1; Path=/", "b=2; Path=/"]);
        res.end(
          JSON.stringify({
            method: req.method,
            body: Buffer.concat(chunks).toString("utf8"),
            trace: req.headers["x-trace-id"] ?? null,
            type: req.headers["content-type"] ?? null,
          }),
        );
      } else if (url.pathname === "/empty") {
        res.statusCode = 204;
        res.end();
      } else if (url.pathname === "/gzip") {
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Content-Encoding", "gzip");
        res.end(gzipSync(JSON.stringify({ compressed: "ü" })));
      } else if (url.pathname === "/error") {
        res.statusCode = 502;
        res.setHeader("Content-Type", "application/json");
        res.end('{"message":"upstream"}');
      } else if (url.pathname === "/moved") {
        res.statusCode = 302;
        res.setHeader("Location", "/echo");
        res.end();
      } else if (url.pathname === "/cut-mid-body") {
        res.setHeader("Content-Length", "100");
        res.write('{"partial":');
        setTimeout(() => res.destroy(), 20);
      } else if (url.pathname === "/hang") {
        // Never answers: the caller's signal ends it.
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

async function read(response: Response) {
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cookies: response.headers.getSetCookie(),
    text: await response.text(),
  };
}

async function both(path: string, init?: RequestInit) {
  const viaFetch = await fetch(new Request(`${base}${path}`, { ...init, redirect: "manual" })).then(read);
  const undici = await viaUndici(new Request(`${base}${path}`, init)).then(read);
  return { viaFetch, undici };
}

describe("backendFetch", () => {
  it("sends the method, headers and body, and hands back status, headers, every Set-Cookie and the body", async () => {
    const { viaFetch, undici } = await both("/echo", {
      method: "POST",
      headers: { "X-Trace-Id": "t-1", "Content-Type": "application/json" },
      body: '{"email":"kunde@example.de"}',
    });
    expect(undici).toEqual(viaFetch);
    expect(JSON.parse(undici.text)).toEqual({
      method: "POST",
      body: '{"email":"kunde@example.de"}',
      trace: "t-1",
      type: "application/json",
    });
    expect(undici.cookies).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("answers 204 without a body, and an error status with its body", async () => {
    expect((await both("/empty")).undici).toEqual({ status: 204, type: null, cookies: [], text: "" });
    const error = await both("/error");
    expect(error.undici).toEqual(error.viaFetch);
    expect(error.undici.status).toBe(502);
  });

  it("decompresses an answer that comes compressed", async () => {
    const { viaFetch, undici } = await both("/gzip");
    expect(undici.text).toBe(viaFetch.text);
    expect(JSON.parse(undici.text)).toEqual({ compressed: "ü" });
  });

  it("follows no redirect: the backend has none, and one is the status it is", async () => {
    const { undici } = await both("/moved");
    expect(undici.status).toBe(302);
  });

  it("fails as fetch fails when the connection is refused or cut mid-body", async () => {
    const refused = viaUndici(new Request("http://127.0.0.1:1/echo"));
    await expect(refused).rejects.toThrow(TypeError);
    await expect(refused).rejects.toThrow("fetch failed");
    const cut = viaUndici(new Request(`${base}/cut-mid-body`));
    await expect(cut).rejects.toThrow("fetch failed");
  });

  it("ends with the caller's signal and its reason, before or while waiting", async () => {
    const reason = new DOMException("No answer within 50 ms", "TimeoutError");
    const waiting = viaUndici(new Request(`${base}/hang`), { signal: AbortSignal.timeout(50) });
    await expect(waiting).rejects.toMatchObject({ name: "TimeoutError" });
    const controller = new AbortController();
    controller.abort(reason);
    await expect(viaUndici(new Request(`${base}/echo`), { signal: controller.signal })).rejects.toBe(reason);
  });
});
