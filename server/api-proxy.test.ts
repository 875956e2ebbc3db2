import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../demo-api/contract.ts";
import { startDemoUnderTest } from "../demo-api/demo.test-support.ts";
import type { JournalEntry } from "../demo-api/faults.ts";
import { createApiProxy, hopByHopHeaders, isProxiedPath } from "./api-proxy.ts";

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

/** The app server: the proxy first, then whatever the app would answer. */
async function appServer(target: string): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(createApiProxy({ target }));
  app.use((_req, res) => {
    res.status(418).send("app");
  });
  const server = createServer(app);
  return { url: await listen(server), server };
}

/** Raw HTTP, because fetch refuses to send hop-by-hop headers at all. */
function rawGet(
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

let demo: Awaited<ReturnType<typeof startDemoUnderTest>>;
let proxied: { url: string; server: Server };

beforeAll(async () => {
  demo = await startDemoUnderTest();
  proxied = await appServer(demo.url);
});
afterAll(async () => {
  expect(demo.violations).toEqual([]);
  await close(proxied.server);
  await demo.cleanup();
});

describe("createApiProxy with the demo backend", () => {
  it("forwards /api calls with path, query and request headers kept", async () => {
    const traceId = "5d6c1f8e-2b7a-4c3d-9e8f-1a2b3c4d5e6f";
    const response = await fetch(
      `${proxied.url}/api/o2/prefilledcontracttermination/prefill?data=demo-selfcare-mobile`,
      {
        headers: { "x-trace-id": traceId, authorization: "Bearer abc", cookie: `trace_id=${traceId}` },
      },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: string }).data).toBe("demo-selfcare-mobile");
    const seen = (await (await fetch(`${demo.url}/__demo/requests?traceId=${traceId}`)).json()) as JournalEntry[];
    expect(seen).toEqual([
      expect.objectContaining({ path: "/api/o2/prefilledcontracttermination/prefill", authorization: "Bearer abc" }),
    ]);
  });

  it("passes error answers through unchanged", async () => {
    const response = await fetch(`${proxied.url}/api/offer/demo-offer-expired`);
    expect(response.status).toBe(410);
    expect(((await response.json()) as { code: string }).code).toBe("OFFER_EXPIRED");
  });

  it("streams a PDF download byte for byte", async () => {
    const path = "/api/offer/documents/demo-offer-standard/OF-100001/contract-summary";
    const direct = new Uint8Array(await (await fetch(`${demo.url}${path}`)).arrayBuffer());
    const response = await fetch(`${proxied.url}${path}`);
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
    const ok = await fetch(`${proxied.url}/api/o2/contracttermination/upload/${id}`, { method: "POST", body: form });
    expect(await ok.json()).toMatchObject({ fileName: "scan.png", contentType: "image/png", size: 9 });
    const big = new FormData();
    big.append("file", new Blob([new Uint8Array(6 * 1024 * 1024)]), "big.pdf");
    const tooLarge = await fetch(`${proxied.url}/api/o2/contracttermination/upload/${id}`, {
      method: "POST",
      body: big,
    });
    expect([tooLarge.status, ((await tooLarge.json()) as { code: string }).code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
  });

  it("forwards the demo's own pages and keeps relative redirects", async () => {
    expect(await (await fetch(`${proxied.url}/__demo/health`)).json()).toEqual({ status: "ok" });
    const accepted = await fetch(`${proxied.url}/api/offer/accept/demo-offer-orange-vvl`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        paymentMethod: "creditCard",
        consents: { termsAccepted: true, privacyNoticeAcknowledged: true },
        acknowledgedDocumentIds: ["contract-summary", "precontractual-information"],
      }),
    });
    const payment = ((await accepted.json()) as { redirect: { url: string } }).redirect.url;
    const back = await fetch(`${proxied.url}${payment}`, {
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
      expect((await fetch(`${proxied.url}${path}`)).status, path).toBe(418);
    }
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
    const target = await listen(backend);
    const app = await appServer(target);
    try {
      const response = await rawGet(`${app.url}/api/echo`, {
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
    } finally {
      await close(app.server);
      await close(backend);
    }
  });

  it("knows the hop-by-hop names, including those Connection lists", () => {
    expect(hopByHopHeaders("close, X-Custom")).toEqual(
      expect.arrayContaining(["keep-alive", "te", "upgrade", "close", "x-custom"]),
    );
    expect(isProxiedPath("/api/offer/x")).toBe(true);
    expect(isProxiedPath("/__demo/scenarios")).toBe(true);
    expect(isProxiedPath("/apidocs")).toBe(false);
  });
});

describe("createApiProxy without a backend", () => {
  it("answers 502 in the contract's error shape", async () => {
    const gone = createServer();
    const target = await listen(gone);
    await close(gone);
    const app = await appServer(target);
    try {
      for (const [method, path] of [
        ["GET", "/api/offer/demo-offer-standard"],
        ["POST", "/api/validation/o2/iban"],
      ] as const) {
        const response = await fetch(`${app.url}${path}`, { method, ...(method === "POST" ? { body: "{}" } : {}) });
        expect(response.status).toBe(502);
        const body = await response.json();
        expect(body).toMatchObject({ code: "BAD_GATEWAY" });
        expect(loadContract().validateSchema("ErrorResponse", body)).toEqual([]);
      }
    } finally {
      await close(app.server);
    }
  });
});
