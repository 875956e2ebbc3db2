import type { IncomingMessage } from "node:http";
import { Transform } from "node:stream";

/**
 * The largest upload the proxy passes on. The contract's one upload is the termination proof
 * (`POST /api/{brand}/contracttermination/upload/{id}`): one file of at most 5 MB, answered 413 above that, sent as
 * multipart, whose framing (boundaries, part headers) gets 64 KiB on top, as the demo backend allows.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024 + 64 * 1024;

/**
 * The largest body of every other call. The contract's other bodies are JSON whose strings are at most 128
 * characters and whose lists at most a few items (a termination, the customer's details, the order): a few KB. 64
 * KiB is the app's own bound for a form post too.
 */
export const MAX_BODY_BYTES = 64 * 1024;

const UPLOAD_PATH = /^\/api\/[^/]+\/contracttermination\/upload\/[^/]+$/;

/** The body limit of a proxied path (with or without its query). */
export function bodyLimitFor(path: string): number {
  return UPLOAD_PATH.test(path.split("?", 1)[0] ?? "") ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
}

/**
 * Without API_TIMEOUT_MS: how long the backend may stay silent (no byte of the answer, or of its reading the body)
 * before the proxy answers 504. The contract's slowest calls (a PDF rendered, a termination filed) answer within
 * seconds; 30 s is well inside ingress-nginx's 60 s read timeout and Node's 300 s request timeout, so the customer
 * gets the contract's error shape from here rather than a gateway's page.
 */
export const DEFAULT_BACKEND_TIMEOUT_MS = 30_000;

/**
 * Beyond API_TIMEOUT_MS, the browser's own limit per try: the browser gives up first and tells the customer so
 * itself, and the proxy's bound is the backstop for callers that set none.
 */
const BEYOND_APP_TIMEOUT_MS = 1000;

/** The proxy's idle limit on the backend exchange (`proxyTimeout`), never shorter than the app's own limit. */
export function backendTimeoutMs(apiTimeoutMs: number | null): number {
  return apiTimeoutMs === null ? DEFAULT_BACKEND_TIMEOUT_MS : apiTimeoutMs + BEYOND_APP_TIMEOUT_MS;
}

/**
 * How much of a refused body is still read (and dropped) before the answer goes out: a client whose connection
 * closes while it is still sending reports a network failure, not the answer. Room for a scan a few times the
 * upload limit; a body declared larger gets the answer at once and the connection closes.
 */
export const DISCARD_BYTES = 16 * 1024 * 1024;

/** Whether a declared Content-Length is over `limit` (a malformed one Node has refused already). */
export function declaresMoreThan(contentLength: string | undefined, limit: number): boolean {
  return contentLength !== undefined && Number(contentLength) > limit;
}

/**
 * Reads the rest of a refused body and drops it, then calls `done(false)`; past `DISCARD_BYTES` it stops reading
 * and calls `done(true)`: the answer should then close the connection. A client that sends nothing for `idleMs`
 * is cut, and one that goes away gets no call.
 */
export function discardBody(req: IncomingMessage, idleMs: number, done: (close: boolean) => void): void {
  if (req.readableEnded) {
    done(false);
    return;
  }
  let bytes = 0;
  const idle = setTimeout(() => req.socket.destroy(), idleMs);
  const finish = (close: boolean) => {
    clearTimeout(idle);
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("close", onClose);
    done(close);
  };
  const onData = (chunk: Buffer) => {
    idle.refresh();
    bytes += chunk.byteLength;
    if (bytes <= DISCARD_BYTES) return;
    req.pause();
    finish(true);
  };
  const onEnd = () => finish(false);
  const onClose = () => clearTimeout(idle);
  req.on("data", onData);
  req.once("end", onEnd);
  req.once("close", onClose);
  req.resume();
}

/**
 * Passes the body through and counts it; at the first byte over `limit` it passes nothing more and calls
 * `onOverflow` once. This is how a chunked body, which declares no length, is held to the limit.
 */
export function countingBody(limit: number, onOverflow: () => void): Transform {
  let bytes = 0;
  let over = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (over) return callback();
      bytes += chunk.byteLength;
      if (bytes <= limit) return callback(null, chunk);
      over = true;
      callback();
      onOverflow();
    },
  });
}
