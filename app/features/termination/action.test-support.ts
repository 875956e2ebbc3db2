import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";
import { demoRequestContext } from "~/platform/config/demo-context.test-support";
import type { Language } from "~/platform/i18n/languages";
import { demoUnderTest } from "../../../demo-api/demo.test-support.ts";
import { SUBMISSIONS_FILE } from "../../../demo-api/store.ts";
import type { TerminationActionData } from "./termination-reply";

/**
 * What the termination actions' tests share: the demo backend in memory (real contract checks, real
 * idempotency), a request context whose API client talks to it, posts, and what the backend received.
 */
const TRACE_ID = "00000000-0000-4000-8000-000000000001";

/** A fresh demo backend for every test of the calling file. */
export function withDemoBackend() {
  let demo: ReturnType<typeof demoUnderTest> | undefined;
  beforeEach(() => {
    demo = demoUnderTest(() => new Date());
  });
  afterEach(() => demo?.cleanup());
  const current = () => {
    if (!demo) throw new Error("withDemoBackend: no test is running");
    return demo;
  };

  return {
    /** Calls the demo backend directly (faults, downloads, configuration). */
    call: (path: string, init?: Parameters<ReturnType<typeof demoUnderTest>["call"]>[1]) => current().call(path, init),

    contextFor(brand: "o2" | "nova" = "o2", lang: Language = "de") {
      return demoRequestContext(current, { brand, lang, traceId: TRACE_ID });
    },

    /** The posts the backend received for one path. */
    async journal(path: string) {
      const response = await current().call(`/__demo/requests?traceId=${TRACE_ID}`);
      const entries = (await response.json()) as {
        method: string;
        path: string;
        status: number;
        idempotencyKey: string | null;
      }[];
      return entries.filter((entry) => entry.method === "POST" && entry.path === path);
    },

    /** The terminations the backend stored. */
    submissions() {
      return readFileSync(join(current().dataDir, SUBMISSIONS_FILE), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.type === "termination")
        .map((entry) => entry.record);
    },
  };
}

export function post(path: string, fields: Record<string, string | string[] | File>, headers?: HeadersInit) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`http://app.test${path}`, { method: "POST", body, headers });
}

/** What an action answered: a redirect's target, or the data it sent back with its status. */
export async function answer(result: unknown) {
  if (result instanceof Response)
    return { redirect: result.headers.get("location"), cookie: result.headers.get("set-cookie") };
  const { data, init } = result as { data: TerminationActionData; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}
