import type { MiddlewareHandler } from "hono";
import { json } from "./http.ts";

interface Stored {
  fingerprint: string;
  /** Set while the first request is still running; a concurrent repeat waits for it. */
  pending?: Promise<void>;
  response?: { status: number; headers: [string, string][]; body: Uint8Array };
}

const NON_IDEMPOTENT = new Set(["POST", "PATCH"]);
/** Answers the client retries are not stored, so the retry is really tried again. */
const RETRYABLE = new Set([408, 409, 425, 429]);
const MAX_KEYS = 5000;

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Buffer.from(digest).toString("hex");
}

/**
 * `Idempotency-Key`: the first answer to a key is stored and replayed for every repeat, so a retried
 * POST never acts twice. The same key with another request is refused (422).
 */
export function idempotency(): MiddlewareHandler {
  const keys = new Map<string, Stored>();
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (!key || !NON_IDEMPOTENT.has(c.req.method)) return next();
    const url = new URL(c.req.url);
    const fingerprint = `${c.req.method} ${url.pathname}${url.search} ${await sha256(await c.req.arrayBuffer())}`;
    const existing = keys.get(key);
    if (existing) {
      if (existing.fingerprint !== fingerprint) {
        return json(
          { code: "IDEMPOTENCY_KEY_REUSED", message: "This Idempotency-Key was used for another request." },
          422,
        );
      }
      await existing.pending;
      if (existing.response) {
        const { status, headers, body } = existing.response;
        return new Response(body.slice(), { status, headers: [...headers, ["idempotent-replayed", "true"]] });
      }
    }
    let done = () => {};
    const entry: Stored = { fingerprint, pending: new Promise<void>((resolve) => (done = resolve)) };
    keys.set(key, entry);
    try {
      await next();
      const status = c.res.status;
      if (status < 500 && !RETRYABLE.has(status)) {
        const body = new Uint8Array(await c.res.clone().arrayBuffer());
        entry.response = { status, headers: [...c.res.headers.entries()], body };
      } else keys.delete(key);
    } catch (error) {
      keys.delete(key);
      throw error;
    } finally {
      delete entry.pending;
      done();
      if (keys.size > MAX_KEYS) keys.delete(keys.keys().next().value ?? "");
    }
  };
}
