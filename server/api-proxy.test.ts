import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../demo-api/contract.ts";
import { startDemoUnderTest } from "../demo-api/demo.test-support.ts";
import type { JournalEntry } from "../demo-api/faults.ts";
import { type ApiProxyOptions, createApiProxy } from "./api-proxy.ts";
import { bodyLimitFor, DISCARD_BYTES, MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from "./proxy-limits.ts";

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** Servers a test started; closed after it. */
const started: Server[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map(close));
});

interface AppOptions extends Partial<Omit<ApiProxyOptions, "target">> {
  /** Express's `trust proxy` (TRUST_PROXY); none by default. */
  trustProxy?: string;
}

/** The app server: the proxy first, then whatever the app would answer. */
async function appServer(target: string, options: AppOptions = {}): Promise<string> {
  const { trustProxy, ...proxyOptions } = options;
  const app = express();
  if (trustProxy) app.set("trust proxy", trustProxy);
  app.use(createApiProxy({ target, demo: false, secureCookies: false, apiTimeoutMs: null, ...proxyOptions }));
  app.use((_req, res) => {
    res.status(418).send("app");
  });
  const server = createServer(app);
  started.push(server);
  return listen(server);
}

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
  /** The whole body arrived. */
  complete: boolean;
}

/**
 * A backend that records what reaches it. `/api/silent` never answers; everything else reads the body and answers
 * 200 with a cookie and hop-by-hop headers the browser must not get (`/api/echo`: one named by Connection too).
 */
async function recordingBackend(): Promise<{ url: string; seen: Recorded[] }> {
  const seen: Recorded[] = [];
  const server = createServer((req, res) => {
    const entry: Recorded = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      bodyBytes: 0,
      complete: false,
    };
    seen.push(entry);
    // A request the proxy aborts ends here in an error: recorded as incomplete.
    req.on("error", () => undefined);
    req.on("data", (chunk: Buffer) => {
      entry.bodyBytes += chunk.byteLength;
    });
    req.on("end", () => {
      entry.complete = true;
      if (req.url?.startsWith("/api/silent")) return;
      res.writeHead(200, {
        "content-type": "application/json",
        "set-cookie": ["session=backend; Path=/", "other=1"],
        "x-hop": "secret",
        // Only here: a Connection header of its own would also keep a connection the proxy asked to close.
        ...(req.url === "/api/echo" ? { connection: "x-hop" } : {}),
        "proxy-authenticate": "Basic",
        "x-end": "1",
      });
      res.end("{}");
    });
  });
  started.push(server);
  return { url: await listen(server), seen };
}

/** Raw HTTP over a socket: for targets and paths fetch would refuse or normalise, and for headers it will not send. */
function raw(url: string, request: string): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...body] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, text: body.join("\r\n\r\n") });
    });
  });
}

const hostOf = (url: string) => new URL(url).host;

/** A GET in raw HTTP/1.1 that closes the connection after the answer. */
const rawGet = (url: string, target: string, headers = "") =>
  raw(url, `GET ${target} HTTP/1.1\r\nHost: ${hostOf(url)}\r\n${headers}Connection: close\r\n\r\n`);

let contract: ReturnType<typeof loadContract> | undefined;

function expectContractError(body: string, code: string): void {
  const parsed = JSON.parse(body) as { code: string };
  expect(parsed.code).toBe(code);
  contract ??= loadContract();
  expect(contract.validateSchema("ErrorResponse", parsed)).toEqual([]);
}

describe("createApiProxy with the demo backend", () => {
  let demo: Awaited<ReturnType<typeof startDemoUnderTest>>;
  let proxied: string;
  const demoServers: Server[] = [];

  beforeAll(async () => {
    demo = await startDemoUnderTest();
    const app = express();
    app.use(createApiProxy({ target: demo.url, demo: true, secureCookies: false, apiTimeoutMs: null }));
    app.use((_req, res) => {
      res.status(418).send("app");
    });
    const server = createServer(app);
    demoServers.push(server);
    proxied = await listen(server);
  });
  afterAll(async () => {
    expect(demo.violations).toEqual([]);
    await Promise.all(demoServers.map(close));
    await demo.cleanup();
  });

  it("forwards /api calls with path, query, trace id and the login cookie's bearer; not the client's own", async () => {
    const traceId = "5d6c1f8e-2b7a-4c3d-9e8f-1a2b3c4d5e6f";
    const response = await fetch(`${proxied}/api/o2/prefilledcontracttermination/prefill?data=demo-selfcare-mobile`, {
      headers: { "x-trace-id": traceId, authorization: "Bearer forged", cookie: `auth_token=from-cookie` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: string }).data).toBe("demo-selfcare-mobile");
    const seen = (await (await fetch(`${demo.url}/__demo/requests?traceId=${traceId}`)).json()) as JournalEntry[];
    expect(seen).toEqual([
      expect.objectContaining({
        path: "/api/o2/prefilledcontracttermination/prefill",
        authorization: "Bearer from-cookie",
      }),
    ]);
  });

  it("passes error answers through unchanged", async () => {
    const response = await fetch(`${proxied}/api/offer/demo-offer-expired`);
    expect(response.status).toBe(410);
    expect(((await response.json()) as { code: string }).code).toBe("OFFER_EXPIRED");
  });

  it("streams a PDF download byte for byte", async () => {
    const path = "/api/offer/documents/demo-offer-standard/OF-100001/contract-summary";
    const direct = new Uint8Array(await (await fetch(`${demo.url}${path}`)).arrayBuffer());
    const response = await fetch(`${proxied}${path}`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain("contract-summary");
    const viaProxy = new Uint8Array(await response.arrayBuffer());
    expect(viaProxy.byteLength).toBe(direct.byteLength);
    expect(viaProxy.subarray(0, 5)).toEqual(new TextEncoder().encode("%PDF-"));
  });

  it("streams a multipart upload; an oversize one is answered 413 in the contract's shape", async () => {
    const id = "7e0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10";
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])]), "scan.png");
    const ok = await fetch(`${proxied}/api/o2/contracttermination/upload/${id}`, { method: "POST", body: form });
    expect(await ok.json()).toMatchObject({ fileName: "scan.png", contentType: "image/png", size: 9 });
    const big = new FormData();
    big.append("file", new Blob([new Uint8Array(6 * 1024 * 1024)]), "big.pdf");
    const tooLarge = await fetch(`${proxied}/api/o2/contracttermination/upload/${id}`, {
      method: "POST",
      body: big,
    });
    expect(tooLarge.status).toBe(413);
    expectContractError(await tooLarge.text(), "PAYLOAD_TOO_LARGE");
  });

  it("forwards the demo's own pages and keeps relative redirects", async () => {
    expect(await (await fetch(`${proxied}/__demo/health`)).json()).toEqual({ status: "ok" });
    const accepted = await fetch(`${proxied}/api/offer/accept/demo-offer-orange-vvl`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        paymentMethod: "creditCard",
        consents: { termsAccepted: true, privacyNoticeAcknowledged: true },
        acknowledgedDocumentIds: ["contract-summary", "precontractual-information"],
      }),
    });
    const payment = ((await accepted.json()) as { redirect: { url: string } }).redirect.url;
    const back = await fetch(`${proxied}${payment}`, {
      method: "POST",
      body: new URLSearchParams({ outcome: "success" }),
      redirect: "manual",
    });
    expect([back.status, back.headers.get("location")]).toEqual([
      303,
      "/angebot/demo-offer-orange-vvl/danke?payment=success",
    ]);
    expect(demo.violations).toEqual([]);
  });

  it("leaves every other path to the app", async () => {
    for (const path of ["/", "/angebot/demo-offer-standard", "/apis", "/api", "/__demonstration"]) {
      expect((await fetch(`${proxied}${path}`)).status, path).toBe(418);
    }
  });
});

describe("createApiProxy paths", () => {
  it("refuses what a decoder could read as another path, with 400 in the contract's shape; the backend hears nothing", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url, { demo: true });
    const refused = [
      "/api/x/..%2f..%2fadmin",
      "/api/x/..%2F..%2Fadmin",
      "/api/%2e%2e/%2E%2E/admin",
      "/api/x/%2e/y",
      "/api/x%5c..%5Cadmin",
      "/api/x\\..\\admin",
      "/api/x/../../admin",
      "/api/./x",
      "/api//evil.example/x",
      "/api/x//y",
      "/api/x/..;/admin",
      "/api/x/%252e%252e/admin",
      "/__demo/%2e%2e/api/x",
    ];
    for (const target of refused) {
      const answer = await rawGet(app, target);
      expect(answer.status, target).toBe(400);
      expect(answer.headers["cache-control"], target).toBe("no-store");
      expect(answer.headers["content-type"], target).toMatch(/^application\/json/);
      expectContractError(answer.text, "BAD_REQUEST");
    }
    expect(backend.seen).toEqual([]);
  });

  it("refuses an absolute-form target naming another origin; the same origin's path goes on alone", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    const foreign = await rawGet(app, "http://evil.example/api/health");
    expect(foreign.status).toBe(400);
    expectContractError(foreign.text, "BAD_REQUEST");
    expect(backend.seen).toEqual([]);
    const own = await rawGet(app, `http://${hostOf(app)}/api/health?x=1`);
    expect(own.status).toBe(200);
    expect(backend.seen.map((entry) => entry.url)).toEqual(["/api/health?x=1"]);
  });

  it("forwards the path and query exactly as sent", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    expect((await rawGet(app, "/api/a/b/?data=x%2F..%2Fy&t=%2e")).status).toBe(200);
    expect(backend.seen.map((entry) => entry.url)).toEqual(["/api/a/b/?data=x%2F..%2Fy&t=%2e"]);
  });

  it("proxies /__demo/ only while the demo backend runs; otherwise the app answers", async () => {
    const backend = await recordingBackend();
    const withoutDemo = await appServer(backend.url);
    expect((await fetch(`${withoutDemo}/__demo/scenarios`)).status).toBe(418);
    expect(backend.seen).toEqual([]);
    const withDemo = await appServer(backend.url, { demo: true });
    expect((await fetch(`${withDemo}/__demo/scenarios`)).status).toBe(200);
    expect(backend.seen.map((entry) => entry.url)).toEqual(["/__demo/scenarios"]);
  });
});

describe("createApiProxy headers", () => {
  const TRACE = "0b9a3f64-7a2e-4c1d-8e5f-6a7b8c9d0e1f";

  it("passes the allow-list on, sets the forwarding headers itself and drops the rest", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    const body = JSON.stringify({ iban: "DE02120300000000202051" });
    const answer = await raw(
      app,
      [
        "POST /api/validation/o2/iban HTTP/1.1",
        `Host: ${hostOf(app)}`,
        "Accept: application/json",
        "Accept-Language: de-DE",
        "User-Agent: test-agent",
        "Content-Type: application/json",
        `Content-Length: ${body.length}`,
        "Idempotency-Key: key-12345678",
        `X-Trace-Id: ${TRACE}`,
        "Cookie: offer_payment=sealed; auth_token=from-cookie; trace_id=other",
        "Authorization: Bearer forged",
        "X-Forwarded-For: 6.6.6.6",
        "X-Forwarded-Host: evil.example",
        "X-Forwarded-Proto: https",
        "X-Forwarded-Port: 443",
        "Forwarded: for=6.6.6.6;proto=https",
        "X-Real-IP: 6.6.6.6",
        "Referer: https://shop.example/angebot/secret-token",
        "Origin: https://evil.example",
        "Sec-Fetch-Site: cross-site",
        "X-Custom: 1",
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
    expect(answer.status).toBe(200);
    const [seen] = backend.seen;
    expect(seen?.bodyBytes).toBe(body.length);
    const { host, ...rest } = seen?.headers ?? {};
    expect(host).toBe(hostOf(backend.url));
    expect(rest).toEqual({
      accept: "application/json",
      "accept-language": "de-DE",
      "user-agent": "test-agent",
      "content-type": "application/json",
      "content-length": String(body.length),
      "idempotency-key": "key-12345678",
      "x-trace-id": TRACE,
      "x-forwarded-for": "127.0.0.1",
      "x-forwarded-host": hostOf(app),
      "x-forwarded-proto": "http",
    });
  });

  it("keeps the chain a trusted proxy reports, client first and the peer last", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url, { trustProxy: "loopback" });
    await rawGet(
      app,
      "/api/a",
      "X-Forwarded-For: 6.6.6.6\r\nX-Forwarded-Host: shop.example\r\nX-Forwarded-Proto: https\r\n",
    );
    // 1.1.1.1 is what an untrusted client claimed to 6.6.6.6: not trusted, not passed on.
    await rawGet(app, "/api/b", "X-Forwarded-For: 1.1.1.1, 6.6.6.6\r\n");
    await rawGet(app, "/api/c", "X-Forwarded-For: 6.6.6.6, 127.0.0.2\r\n");
    expect(backend.seen.map((entry) => entry.headers["x-forwarded-for"])).toEqual([
      "6.6.6.6, 127.0.0.1",
      "6.6.6.6, 127.0.0.1",
      "6.6.6.6, 127.0.0.2, 127.0.0.1",
    ]);
    expect(backend.seen[0]?.headers["x-forwarded-host"]).toBe("shop.example");
    expect(backend.seen[0]?.headers["x-forwarded-proto"]).toBe("https");
  });

  it("trusts no client's forwarding headers without a trusted proxy", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    await rawGet(
      app,
      "/api/a",
      "X-Forwarded-For: 6.6.6.6\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\n",
    );
    expect(backend.seen[0]?.headers).toMatchObject({
      "x-forwarded-for": "127.0.0.1",
      "x-forwarded-host": hostOf(app),
      "x-forwarded-proto": "http",
    });
  });

  it("adds the bearer from the login cookie only for the page's own origin, or for no browser", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    const sites = [null, "same-origin", "none", "same-site", "cross-site", "Same-Origin"];
    for (const site of sites) {
      await rawGet(
        app,
        "/api/offer/x",
        `Cookie: auth_token=tok-123${site ? `\r\nSec-Fetch-Site: ${site}` : ""}\r\nAuthorization: Bearer forged\r\n`,
      );
    }
    expect(backend.seen.map((entry) => entry.headers.authorization)).toEqual([
      "Bearer tok-123",
      "Bearer tok-123",
      "Bearer tok-123",
      undefined,
      undefined,
      "Bearer tok-123",
    ]);
    expect(backend.seen.map((entry) => entry.headers.cookie)).toEqual(sites.map(() => undefined));
  });

  it("reads the cookie under its __Host- name where cookies are Secure, and a malformed bearer not at all", async () => {
    const backend = await recordingBackend();
    const secure = await appServer(backend.url, { secureCookies: true });
    await rawGet(secure, "/api/a", "Cookie: auth_token=plain\r\n");
    await rawGet(secure, "/api/b", "Cookie: auth_token=plain; __Host-auth_token=hosted\r\n");
    // Over https as a trusted proxy reports it, the cookie's name is the Secure one too.
    const behindTls = await appServer(backend.url, { trustProxy: "loopback" });
    await rawGet(behindTls, "/api/c", "X-Forwarded-Proto: https\r\nCookie: __Host-auth_token=tls\r\n");
    await rawGet(behindTls, "/api/d", "Cookie: auth_token=bad%20token\r\n");
    expect(backend.seen.map((entry) => entry.headers.authorization)).toEqual([
      undefined,
      "Bearer hosted",
      "Bearer tls",
      undefined,
    ]);
  });

  it("takes the trace id from the trace cookie when the request has no header", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    await rawGet(app, "/api/a", `Cookie: trace_id=${TRACE}\r\n`);
    await rawGet(app, "/api/b", "Cookie: trace_id=not-a-uuid\r\n");
    expect(backend.seen.map((entry) => entry.headers["x-trace-id"])).toEqual([TRACE, undefined]);
  });

  it("applies the allow-list to a request with Expect: 100-continue too", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    const response = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${app}/api/upload`,
        {
          method: "POST",
          headers: { expect: "100-continue", "content-length": "2", cookie: "auth_token=t; x=1", "x-custom": "1" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("continue", () => req.end("{}"));
      req.on("error", reject);
    });
    expect(response).toBe(200);
    expect(backend.seen[0]?.headers).not.toHaveProperty("cookie");
    expect(backend.seen[0]?.headers).not.toHaveProperty("x-custom");
    expect(backend.seen[0]?.headers.authorization).toBe("Bearer t");
  });

  it("drops hop-by-hop headers both ways, and the backend's Set-Cookie", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    const answer = await rawGet(
      app,
      "/api/echo",
      "Connection: keep-alive, x-trace-id\r\nX-Trace-Id: abc\r\nKeep-Alive: timeout=5\r\nProxy-Authorization: Basic abc\r\nTE: trailers\r\nUpgrade: websocket\r\n",
    );
    for (const name of ["x-trace-id", "keep-alive", "proxy-authorization", "te", "upgrade"]) {
      expect(backend.seen[0]?.headers[name], name).toBeUndefined();
    }
    expect(answer.headers["x-end"]).toBe("1");
    expect(answer.headers["x-hop"]).toBeUndefined();
    expect(answer.headers["proxy-authenticate"]).toBeUndefined();
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });
});

/** A POST written in pieces without a length, so sent chunked; the body ends unless `end` is false. */
function chunkedPost(url: string, pieces: Buffer[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers: { "content-type": "application/octet-stream" } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    for (const piece of pieces) req.write(piece);
    req.end();
  });
}

const UPLOAD = "/api/o2/contracttermination/upload/7e0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10";

describe("createApiProxy limits", () => {
  it("knows the proof upload's limit from every other call's", () => {
    expect(bodyLimitFor(UPLOAD)).toBe(MAX_UPLOAD_BYTES);
    expect(bodyLimitFor(`${UPLOAD}?x=1`)).toBe(MAX_UPLOAD_BYTES);
    expect(bodyLimitFor("/api/o2/contracttermination/7e0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10")).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor("/api/o2/contracttermination/upload/x/y")).toBe(MAX_BODY_BYTES);
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024 + 64 * 1024);
  });

  it("refuses a body whose Content-Length is over its path's limit before the backend hears of it", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    const post = (path: string, length: number, body: string) =>
      raw(
        app,
        `POST ${path} HTTP/1.1\r\nHost: ${hostOf(app)}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`,
      );
    // A termination of 3 MB: JSON that the contract bounds to a few KB. Read to its end, so the client hears why.
    const json = "x".repeat(3 * 1024 * 1024);
    const termination = await post(
      "/api/o2/contracttermination/7e0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10",
      json.length,
      json,
    );
    expect([termination.status, termination.headers["cache-control"]]).toEqual([413, "no-store"]);
    expectContractError(termination.text, "PAYLOAD_TOO_LARGE");
    const justOver = "x".repeat(MAX_BODY_BYTES + 1);
    expect((await post("/api/validation/o2/iban", justOver.length, justOver)).status).toBe(413);
    // One declared larger than worth reading is answered at once, and the connection closes.
    const huge = await raw(
      app,
      `POST ${UPLOAD} HTTP/1.1\r\nHost: ${hostOf(app)}\r\nContent-Length: ${DISCARD_BYTES + 1}\r\n\r\n`,
    );
    expect([huge.status, huge.headers.connection]).toEqual([413, "close"]);
    expect(backend.seen).toEqual([]);
  });

  it("passes bodies up to their path's limit whole, chunked too", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    expect((await chunkedPost(`${app}${UPLOAD}`, [Buffer.alloc(MAX_UPLOAD_BYTES - 1), Buffer.alloc(1)])).status).toBe(
      200,
    );
    const json = "x".repeat(MAX_BODY_BYTES);
    const answer = await fetch(`${app}/api/validation/o2/iban`, { method: "POST", body: json });
    expect(answer.status).toBe(200);
    expect(backend.seen.map((entry) => [entry.complete, entry.bodyBytes, entry.headers["transfer-encoding"]])).toEqual([
      [true, MAX_UPLOAD_BYTES, "chunked"],
      [true, MAX_BODY_BYTES, undefined],
    ]);
  });

  it("cuts a chunked body at its limit: 413 to the client, an incomplete request to the backend", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    const upload = await chunkedPost(`${app}${UPLOAD}`, [Buffer.alloc(MAX_UPLOAD_BYTES), Buffer.alloc(1)]);
    expect(upload.status).toBe(413);
    expectContractError(upload.body, "PAYLOAD_TOO_LARGE");
    const json = await chunkedPost(`${app}/api/validation/o2/iban`, [Buffer.alloc(MAX_BODY_BYTES), Buffer.alloc(1)]);
    expect(json.status).toBe(413);
    // The backend's request is aborted (or, when the limit came first, never sent): no whole body reaches it.
    expect(backend.seen.filter((entry) => entry.complete || entry.bodyBytes > bodyLimitFor(entry.url))).toEqual([]);
  });

  it("refuses a compressed request body", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url);
    const answer = await raw(
      app,
      `POST /api/x HTTP/1.1\r\nHost: ${hostOf(app)}\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    expect(answer.status).toBe(415);
    expectContractError(answer.text, "UNSUPPORTED_CONTENT_TYPE");
    expect(backend.seen).toEqual([]);
  });

  it("answers 504 in the contract's shape when the backend stays silent past the app's own limit", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url, { apiTimeoutMs: 100 });
    const answer = await rawGet(app, "/api/silent");
    expect([answer.status, answer.headers["cache-control"]]).toEqual([504, "no-store"]);
    expectContractError(answer.text, "BAD_GATEWAY");
  });

  it("cuts a client that never finishes a refused body", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url, { apiTimeoutMs: 100 });
    const answer = await raw(
      app,
      `POST /api/%2e%2e/x HTTP/1.1\r\nHost: ${hostOf(app)}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`,
    );
    expect(answer).toEqual({ status: 0, headers: {}, text: "" });
    expect(backend.seen).toEqual([]);
  });

  it("cuts a client that never finishes its body", async () => {
    const backend = await recordingBackend();
    const app = await appServer(backend.url, { apiTimeoutMs: 100 });
    const answer = await raw(
      app,
      `POST /api/x HTTP/1.1\r\nHost: ${hostOf(app)}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`,
    );
    expect(answer).toEqual({ status: 0, headers: {}, text: "" });
    expect(backend.seen.map((entry) => [entry.complete, entry.bodyBytes])).toEqual([[false, 5]]);
  });
});

describe("createApiProxy without a backend", () => {
  it("answers 502 in the contract's error shape", async () => {
    const gone = createServer();
    const target = await listen(gone);
    await close(gone);
    const app = await appServer(target);
    for (const [method, path] of [
      ["GET", "/api/offer/demo-offer-standard"],
      ["POST", "/api/validation/o2/iban"],
    ] as const) {
      const response = await fetch(`${app}${path}`, { method, ...(method === "POST" ? { body: "{}" } : {}) });
      expect(response.status).toBe(502);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expectContractError(await response.text(), "BAD_GATEWAY");
    }
  });
});
