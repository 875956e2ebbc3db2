import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../demo-api/contract.ts";
import { startDemoUnderTest } from "../demo-api/demo.test-support.ts";
import type { JournalEntry } from "../demo-api/faults.ts";
import { type ApiProxyOptions, createApiProxy, hopByHopHeaders } from "./api-proxy.ts";

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
  app.use(createApiProxy({ target, demo: false, ...proxyOptions }));
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
 * 200 with a cookie and hop-by-hop headers the browser must not get.
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
        connection: "x-hop",
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

/** Raw HTTP, because fetch refuses to send hop-by-hop headers at all. */
function rawRequest(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
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
    app.use(createApiProxy({ target: demo.url, demo: true }));
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

  it("forwards /api calls with path, query and request headers kept", async () => {
    const traceId = "5d6c1f8e-2b7a-4c3d-9e8f-1a2b3c4d5e6f";
    const response = await fetch(`${proxied}/api/o2/prefilledcontracttermination/prefill?data=demo-selfcare-mobile`, {
      headers: { "x-trace-id": traceId, authorization: "Bearer abc", cookie: `trace_id=${traceId}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: string }).data).toBe("demo-selfcare-mobile");
    const seen = (await (await fetch(`${demo.url}/__demo/requests?traceId=${traceId}`)).json()) as JournalEntry[];
    expect(seen).toEqual([
      expect.objectContaining({ path: "/api/o2/prefilledcontracttermination/prefill", authorization: "Bearer abc" }),
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

  it("streams a multipart upload, and the backend's 413 for an oversize one", async () => {
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
    expect([tooLarge.status, ((await tooLarge.json()) as { code: string }).code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
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
  it("drops hop-by-hop headers both ways and passes the rest", async () => {
    let received: IncomingHttpHeaders = {};
    const backend = createServer((req, res) => {
      received = req.headers;
      res.writeHead(200, {
        "content-type": "application/json",
        "x-hop": "secret",
        connection: "x-hop",
        "proxy-authenticate": "Basic",
        "x-end": "1",
      });
      res.end("{}");
    });
    started.push(backend);
    const target = await listen(backend);
    const app = await appServer(target);
    const response = await rawRequest(`${app}/api/echo`, {
      connection: "keep-alive, x-drop",
      "x-drop": "1",
      "keep-alive": "timeout=5",
      "proxy-authorization": "Basic abc",
      te: "trailers",
      "x-keep": "yes",
      authorization: "Bearer token",
    });
    expect(received["x-keep"]).toBe("yes");
    expect(received.authorization).toBe("Bearer token");
    for (const name of ["x-drop", "keep-alive", "proxy-authorization", "te"])
      expect(received[name], name).toBeUndefined();
    expect(response.headers["x-end"]).toBe("1");
    expect(response.headers["x-hop"]).toBeUndefined();
    expect(response.headers["proxy-authenticate"]).toBeUndefined();
  });

  it("knows the hop-by-hop names, including those Connection lists", () => {
    expect(hopByHopHeaders("close, X-Custom")).toEqual(
      expect.arrayContaining(["keep-alive", "te", "upgrade", "close", "x-custom"]),
    );
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
