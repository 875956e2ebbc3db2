import { Agent, interceptors, request } from "undici";
import type { FetchLike } from "../app/platform/api/retry.ts";

/** How long an idle connection to the backend stays open for the next call (undici's default). */
const KEEP_ALIVE_MS = 4_000;

/**
 * The server's calls to the backend (API_BASE_URL) through undici's `request` instead of `fetch`: the same
 * connection pool and keep-alive, without fetch's WHATWG machinery (a second Request, Headers guards, the body as a
 * web stream), which was most of a backend call's CPU (docs/performance.md, "Backend calls"). It fails as fetch
 * fails, so the API client cannot tell the two apart:
 * - no answer (refused, reset, cut mid-body): `TypeError("fetch failed")` with the cause;
 * - the caller's signal (the client's timeout): its reason, also while the body is still arriving;
 * - an answer, whatever its status: a `Response` with the whole body, read before it is handed on.
 * Unlike fetch it asks for no compression (a backend in the same data centre is cheaper uncompressed on both
 * sides) but still decompresses an answer that comes compressed anyway, and it follows no redirect: the backend
 * has none, and one would surface as the error status it is not.
 */
export function backendFetch(): FetchLike {
  const dispatcher = new Agent({ keepAliveTimeout: KEEP_ALIVE_MS }).compose(interceptors.decompress());
  return async (input, init) => {
    const signal = init?.signal ?? input.signal;
    signal.throwIfAborted();
    const body = input.body === null ? null : Buffer.from(await input.arrayBuffer());
    try {
      const answer = await request(input.url, {
        method: input.method as "GET",
        headers: headerPairs(input.headers),
        body,
        signal,
        dispatcher,
      });
      const bytes = await answer.body.arrayBuffer();
      return new Response(hasNoBody(answer.statusCode) ? null : bytes, {
        status: answer.statusCode,
        headers: responseHeaders(answer.headers),
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new TypeError("fetch failed", { cause: error });
    }
  };
}

/** A request's headers as undici's flat list (a repeated header keeps its values). */
function headerPairs(headers: Headers): string[] {
  const pairs: string[] = [];
  headers.forEach((value, name) => {
    pairs.push(name, value);
  });
  return pairs;
}

/** undici's header object (a repeated header as an array, Set-Cookie included) as a `Headers`. */
function responseHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

/** Statuses a `Response` must be made without a body. */
function hasNoBody(status: number): boolean {
  return status === 204 || status === 205 || status === 304;
}
