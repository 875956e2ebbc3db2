import { describe, expect, it } from "vitest";
import { createApiClient, unwrap } from "../app/platform/api/client.ts";
import type { FetchLike } from "../app/platform/api/retry.ts";
import { demoJournal, injectFault } from "./demo.test-support.ts";
import { demoForFile } from "./demo-per-file.test-support.ts";
import type { FaultInput } from "./faults.ts";

// The app server's calls to the embedded demo, over the socket and in-process: the same answers, failures,
// retries and journal entries for every fault kind.
const demo = demoForFile();

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

describe("in-process calls to the embedded demo", () => {
  for (const [name, fault] of FAULTS) {
    for (const method of ["GET", "POST"] as const) {
      it(`fail under ${name} (${method}) as over the socket`, async () => {
        const socket = await outcome(undefined, method, fault);
        const inProcess = await outcome(demo().fetch, method, fault);
        expect(inProcess).toEqual(socket);
        expect(socket.result).toMatch(/^failed/);
      });
    }
  }

  it("answer as over the socket", async () => {
    const socket = await outcome(undefined, "GET", null);
    const inProcess = await outcome(demo().fetch, "GET", null);
    expect([inProcess.result, socket.result]).toEqual(["answered", "answered"]);
    expect(inProcess.journal).toEqual(socket.journal);
  });
});
