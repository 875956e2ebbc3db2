import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import { readAuthCookie } from "../app/platform/api/auth-cookie.ts";
import { isTraceId, TRACE_ID_COOKIE } from "../app/platform/api/trace-id.ts";
import { readCookies } from "../app/platform/http/cookies.ts";

/**
 * What the backend hears through the `/api` proxy: an allow-list, so a header nobody thought of is never passed on.
 *
 * From the client, as sent:
 * - `Accept`, `Accept-Encoding`, `Accept-Language`, `User-Agent`: content negotiation.
 * - `Content-Type`, `Content-Length`: the body's (a chunked body is re-framed by the proxy, which then also closes
 *   the backend connection after the request, as httpxy does).
 * - `Idempotency-Key`, `X-Trace-Id`: the contract's own request headers.
 * - `traceparent` when well-formed (W3C Trace Context): the trace a platform's ingress started.
 *
 * Set by the proxy, whatever the client sent:
 * - `Host`: the backend's (API_BASE_URL).
 * - `X-Forwarded-For`: the addresses Express trusts (`TRUST_PROXY`: the chain a trusted proxy reported, client
 *   first) and then the connection's peer, last. With no trusted proxy it is the peer alone.
 * - `X-Forwarded-Host`, `X-Forwarded-Proto`: the host (with its port) and scheme as this server sees them
 *   (`req.host`, `req.protocol`: the Host header and the connection, or a trusted proxy's report).
 * - `Authorization: Bearer …` from the offer login's HttpOnly cookie, only for a request the browser marks as its
 *   own origin's (`Sec-Fetch-Site` `same-origin` or `none`) or that no browser sent (no `Sec-Fetch-Site`). A
 *   page on a sibling host or another site can make the browser send the cookie, but not this header.
 * - `X-Trace-Id` from the `trace_id` cookie when the client sent none (the demo's own pages are plain
 *   navigations): the cookie itself stays here.
 *
 * Never: `Cookie` (sealed payment data, the order note, the bearer), the client's `Authorization`, `Forwarded`,
 * `X-Forwarded-*`, `X-Real-IP`, `Referer` (offer tokens are in page paths), `Origin`, `Expect`, hop-by-hop headers.
 */
const FROM_CLIENT = new Set([
  "accept",
  "accept-encoding",
  "accept-language",
  "user-agent",
  "content-type",
  "content-length",
  "idempotency-key",
  "x-trace-id",
]);

const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** `Sec-Fetch-Site` values under which the proxy adds the bearer: the page's own origin, the user, or no browser. */
const OWN_SITE = new Set([undefined, "same-origin", "none"]);

/** RFC 9110 §7.6.1: meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "upgrade",
];

/** Hop-by-hop names, including those the Connection header lists. */
export function hopByHopHeaders(connection: string | string[] | undefined): string[] {
  const listed = [connection ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set([...HOP_BY_HOP, ...listed])];
}

/** What this server knows about a request, as Express works it out (`trust proxy` honoured). */
export interface ClientView {
  headers: IncomingHttpHeaders;
  /** `req.ips`: the addresses trusted proxies reported, client first; empty without a trusted proxy. */
  ips: string[];
  /** The connection's peer address. */
  peer: string | undefined;
  /** `req.host`: Host, or a trusted proxy's X-Forwarded-Host; may carry a port. */
  host: string | undefined;
  /** `req.protocol`. */
  protocol: string;
  /** Whether the offer login's cookie goes by its `__Host-` name here (see `securesCookies`). */
  secureCookies: boolean;
}

/** The client chain the backend gets: the trusted addresses, then the peer. */
export function forwardedFor(ips: readonly string[], peer: string | undefined): string {
  return [...ips, ...(peer ? [peer] : [])].join(", ");
}

/** The bearer the proxy adds: from the login cookie, and only for a request from this origin's own pages. */
export function bearerFor(view: Pick<ClientView, "headers" | "secureCookies">): string | undefined {
  const site = view.headers["sec-fetch-site"];
  if (!OWN_SITE.has(typeof site === "string" ? site.toLowerCase() : site)) return undefined;
  return readAuthCookie(view.headers.cookie, view.secureCookies);
}

function traceIdFor(headers: IncomingHttpHeaders): string | undefined {
  if (headers["x-trace-id"] !== undefined) return undefined;
  const fromCookie = readCookies(headers.cookie)[TRACE_ID_COOKIE];
  return isTraceId(fromCookie) ? fromCookie : undefined;
}

/** The headers the proxy itself sets on the backend request (see the list above). */
export function proxySetHeaders(view: ClientView): OutgoingHttpHeaders {
  const set: OutgoingHttpHeaders = {
    "x-forwarded-for": forwardedFor(view.ips, view.peer),
    "x-forwarded-proto": view.protocol === "https" ? "https" : "http",
  };
  if (view.host) set["x-forwarded-host"] = view.host;
  const bearer = bearerFor(view);
  if (bearer) set.authorization = `Bearer ${bearer}`;
  const traceId = traceIdFor(view.headers);
  if (traceId) set["x-trace-id"] = traceId;
  const traceparent = view.headers.traceparent;
  if (typeof traceparent === "string" && TRACEPARENT.test(traceparent)) set.traceparent = traceparent;
  return set;
}

/** Headers Node and the proxy need whatever the Connection header lists: the backend's Host, the body's framing. */
const ALWAYS_KEPT = new Set(["host", "content-length", "transfer-encoding"]);

/**
 * Whether a header httpxy copied onto the backend request stays: the allow-list, less what the client's
 * Connection header names as hop-by-hop (RFC 9110 §7.6.1), plus the backend's Host and the body's framing.
 */
export function forwardsRequestHeader(name: string, connection: string | string[] | undefined): boolean {
  if (ALWAYS_KEPT.has(name)) return true;
  return FROM_CLIENT.has(name) && !hopByHopHeaders(connection).includes(name);
}

/** Drops, in place, what the browser must not get from the backend: hop-by-hop headers and any `Set-Cookie`. */
export function cleanResponseHeaders(headers: IncomingHttpHeaders): void {
  for (const name of hopByHopHeaders(headers.connection)) {
    // The framing of the answer is Node's to rewrite for the client connection.
    if (name !== "transfer-encoding") delete headers[name];
  }
  delete headers["set-cookie"];
}
