import { describe, expect, it } from "vitest";
import { createApiClient, unwrap } from "../app/platform/api/client.ts";
import type { FetchLike } from "../app/platform/api/retry.ts";
import { backendFetch } from "../server/backend-fetch.ts";
import { demoJournal, injectFault } from "./demo.test-support.ts";
import { demoForFile } from "./demo-per-file.test-support.ts";
import type { FaultInput } from "./faults.ts";

// The app server's calls to the backend, three ways: fetch over the socket (the reference), undici's `request`
// over the socket (server/backend-fetch.ts, production with API_BASE_URL) and in-process to the embedded demo: the
// same answers, failures, retries and journal entries for every fault kind.
const demo = demoForFile();
const viaUndici = backendFetch();

const CONFIG = "/api/o2/contracttermination/config";
const DECLINE = "/api/declinemail";

async function outcome(fetch: FetchLike | undefined, method: "GET" | "POST", fault: Omit<FaultInput, "path"> | null) {
  const traceId = crypto.randomUUID();
  const path = method === "GET" ? CONFIG : DECLINE;
  if (fault) await injectFault(demo().url, { ...fault, path, method, traceId, times: 2 });
  const api = createApiClient({
    baseUrl: demo().url,
    traceId,
    // Only the delay needs a timeout; elsewhere one would fail a slow answer on a busy machine.
    ...(fault?.kind === "delay" ? { timeoutMs: 1000 } : {}),
    sleep: () => Promise.resolve(),
    ...(fetch ? { fetch } : {}),
  });
  const call: Promise<unknown> =
    method === "GET"
      ? unwrap(api.GET("/api/{brand}/contracttermination/config", { params: { path: { brand: "o2" } } }))
      : unwrap(api.POST("/api/declinemail", { params: { query: { token: "demo-decline-mail", brand: "o2" } } }));
  const result = await call.then(
    () => "answered",
    (error: { status?: number; cause?: unknown }) =>
      `failed ${error.status ?? (error.cause as Error | undefined)?.name ?? "?"}`,
  );
  // A delayed request reaches the journal only when the demo answers, after the client gave up: none yet.
  const journal = (await demoJournal(demo().url, traceId)).map((e) => [e.status, e.fault ?? null]);
  return { result, journal };
}

const FAULTS: [string, Omit<FaultInput, "path">][] = [
  ["503", { status: 503 }],
  ["a cut connection", { kind: "abort" }],
  ["a cut connection after the request acted", { kind: "abort", phase: "after" }],
  ["a timeout", { kind: "delay", delayMs: 3000, status: 503 }],
  ["malformed JSON", { status: 200, body: "malformed" }],
];

describe("calls to the backend in-process and through undici's request", () => {
  for (const [name, fault] of FAULTS) {
    for (const method of ["GET", "POST"] as const) {
      it(`fail under ${name} (${method}) as fetch over the socket`, async () => {
        const socket = await outcome(undefined, method, fault);
        const inProcess = await outcome(demo().fetch, method, fault);
        const undici = await outcome(viaUndici, method, fault);
        expect(inProcess).toEqual(socket);
        expect(undici).toEqual(socket);
        expect(socket.result).toMatch(/^failed/);
      });
    }
  }

  for (const method of ["GET", "POST"] as const) {
    it(`answer as fetch over the socket (${method})`, async () => {
      const socket = await outcome(undefined, method, null);
      const inProcess = await outcome(demo().fetch, method, null);
      const undici = await outcome(viaUndici, method, null);
      expect([inProcess.result, undici.result, socket.result]).toEqual(["answered", "answered", "answered"]);
      expect(inProcess.journal).toEqual(socket.journal);
      expect(undici.journal).toEqual(socket.journal);
    });
  }
});
