import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { loadContract } from "./contract.ts";
import type { DemoContext } from "./demo-context.ts";
import { createFaults } from "./faults.ts";
import { json } from "./http.ts";
import { idempotency } from "./idempotency.ts";
import { type InProcessFetch, inProcessFetch } from "./in-process.ts";
import { OPERATION_HANDLERS } from "./operations/index.ts";
import { mountDemoPages } from "./pages.ts";
import { type ContractViolation, mountContract, notInContract, toErrorResponse } from "./router.ts";
import { createStore } from "./store.ts";

export interface DemoAppOptions {
  /** Where submissions (JSON lines) and uploads are kept; default `.data`. */
  dataDir?: string;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Answer 500 when a response breaks the contract (tests); otherwise violations are only reported. */
  strictContract?: boolean;
  onContractViolation?: (violation: ContractViolation) => void;
}

export interface DemoApiOptions extends DemoAppOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir: string;
}

export interface RunningDemoApi {
  url: string;
  /** The same app without the socket, for the app server's own calls (in-process.ts). */
  fetch: InProcessFetch;
  close(): Promise<void>;
}

/** Uploads are at most 5 MB; the multipart framing gets a little room on top. */
const MAX_BODY_BYTES = 5 * 1024 * 1024 + 64 * 1024;
const DRAIN_LIMIT = 32 * 1024 * 1024;

const tooLarge = () => json({ code: "PAYLOAD_TOO_LARGE", message: "The request body is larger than 5 MB." }, 413);

/** Refuses oversize bodies with 413; a declared size is read off first, so the client sees the answer. */
const limitBody: MiddlewareHandler = async (c, next) => {
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  if (declared > MAX_BODY_BYTES && c.req.raw.body) {
    const reader = c.req.raw.body.getReader();
    let read = 0;
    while (read < DRAIN_LIMIT) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      read += chunk.value?.byteLength ?? 0;
    }
    return tooLarge();
  }
  return bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => tooLarge() })(c, next);
};

export function createDemoApp(options: DemoAppOptions = {}): Hono {
  const contract = loadContract();
  const now = options.now ?? (() => new Date());
  const demo: DemoContext = {
    store: createStore(resolve(options.dataDir ?? ".data"), now),
    now,
    randomId: () => crypto.randomUUID(),
    idvSessions: new Map(),
    authTokens: new Map(),
    loginAttempts: new Map(),
  };
  const faults = createFaults();
  const app = new Hono();
  app.use("*", faults.middleware);
  app.use("/api/*", limitBody, idempotency());
  mountContract(app, contract, OPERATION_HANDLERS, demo, {
    strict: options.strictContract ?? false,
    onViolation:
      options.onContractViolation ??
      ((violation) => console.error("demo-api: response violates the contract", JSON.stringify(violation))),
  });
  mountDemoPages(app, demo, faults);
  const unknown = notInContract(contract);
  app.notFound((c) => (c.req.path.startsWith("/api/") ? unknown(c.req.method, c.req.path) : c.text("Not found", 404)));
  app.onError((error) => toErrorResponse(error));
  return app;
}

/** Starts the embedded demo backend on loopback; `npm start` uses it when API_BASE_URL is unset. */
export function startDemoApi(options: DemoApiOptions): Promise<RunningDemoApi> {
  const app = createDemoApp(options);
  const host = options.host ?? "127.0.0.1";
  return new Promise((resolvePromise) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info) => {
      resolvePromise({
        url: `http://${host}:${info.port}`,
        fetch: inProcessFetch(app),
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      });
    });
  });
}
