import type { IncomingMessage } from "node:http";
import { Transform } from "node:stream";

/**
 * The largest body the proxy passes on. The contract's largest request is the termination proof upload: one file
 * of at most 5 MB (`POST /api/{brand}/contracttermination/upload/{id}`, answered 413 above that), sent as
 * multipart, whose framing (boundaries, part headers) gets 64 KiB on top, as the demo backend allows. The
 * browser's own `/api` calls send a few hundred bytes of JSON at most.
 */
export const MAX_BODY_BYTES = 5 * 1024 * 1024 + 64 * 1024;

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
 * How much of a refused body is still read (and dropped) so the client, which is still sending, hears why: a
 * client whose connection closes mid-upload reports a network failure instead of the answer. Room for a scan a few
 * times the limit; beyond, the connection is closed.
 */
export const DISCARD_BYTES = 16 * 1024 * 1024;

/** Whether a declared Content-Length is over `limit` (a malformed one Node has refused already). */
export function declaresMoreThan(contentLength: string | undefined, limit: number): boolean {
  return contentLength !== undefined && Number(contentLength) > limit;
}

/** Reads the rest of a refused body and drops it; past `DISCARD_BYTES` the connection is closed instead. */
export function discardBody(req: IncomingMessage): void {
  let bytes = 0;
  req.on("data", (chunk: Buffer) => {
    bytes += chunk.byteLength;
    if (bytes > DISCARD_BYTES) req.socket.destroy();
  });
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
