import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import type { FaultInput, JournalEntry } from "./faults.ts";
import type { ContractViolation } from "./router.ts";
import { createDemoApp, type RunningDemoApi, startDemoApi } from "./server.ts";

/** A fixed clock for tests: 21 Nov 2025, 19:36:12 UTC. */
export const TEST_NOW = new Date("2025-11-21T19:36:12.000Z");

export interface DemoUnderTest {
  app: Hono;
  dataDir: string;
  /** Every answer that broke the contract; tests expect none. */
  violations: ContractViolation[];
  /** `app.request` with JSON helpers; no socket needed. */
  call(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** A new app on the same data directory, as after a restart. */
  restart(): DemoUnderTest;
  cleanup(): void;
}

function build(dataDir: string, now: () => Date): DemoUnderTest {
  const violations: ContractViolation[] = [];
  const app = createDemoApp({ dataDir, now, strictContract: true, onContractViolation: (v) => violations.push(v) });
  return {
    app,
    dataDir,
    violations,
    call(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set("content-type", "application/json");
      return Promise.resolve(
        app.request(path, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) }),
      );
    },
    restart: () => build(dataDir, now),
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The demo backend in memory, strict about the contract, on a fresh temporary data directory. */
export function demoUnderTest(now: () => Date = () => TEST_NOW): DemoUnderTest {
  return build(mkdtempSync(join(tmpdir(), "demo-api-")), now);
}

/** The demo backend on a real port (0 = free), strict about the contract, on the fixed test clock. */
export async function startDemoUnderTest(
  now: () => Date = () => TEST_NOW,
): Promise<RunningDemoApi & { dataDir: string; violations: ContractViolation[]; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "demo-api-"));
  const violations: ContractViolation[] = [];
  const running = await startDemoApi({
    dataDir,
    now,
    strictContract: true,
    onContractViolation: (v) => violations.push(v),
  });
  return {
    ...running,
    dataDir,
    violations,
    async cleanup() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the running demo saw from one caller (its trace id). */
export async function demoJournal(url: string, traceId: string): Promise<JournalEntry[]> {
  return (await fetch(`${url}/__demo/requests?traceId=${traceId}`)).json() as Promise<JournalEntry[]>;
}

/** Makes the running demo fail the next matching request(s). */
export async function injectFault(url: string, input: FaultInput): Promise<void> {
  const response = await fetch(`${url}/__demo/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  if (response.status !== 201) throw new Error(`fault not accepted: ${response.status}`);
}

export async function clearFaults(url: string): Promise<void> {
  await fetch(`${url}/__demo/faults`, { method: "DELETE" });
}
