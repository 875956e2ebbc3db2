/** What the login page shows: signing in (the exchange runs in the browser), or why it cannot. */
export type LoginState = "signingIn" | "missing" | "invalid" | "failed";

/** The contract's login code: 4-64 characters of `A-Za-z0-9-`. */
const CODE = /^[A-Za-z0-9-]{4,64}$/;

export function isLoginCode(code: string): boolean {
  return CODE.test(code);
}

/**
 * A refused code (AUTH_CODE_INVALID, 400, 401) asks for a new link; anything else (5xx, network, a chunk
 * that did not load) can be retried. Reads the ApiError's fields without importing the API client, which
 * the page loads only when it exchanges.
 */
export function loginFailure(error: unknown): "invalid" | "failed" {
  const { status, code } = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  return code === "AUTH_CODE_INVALID" || status === 400 || status === 401 ? "invalid" : "failed";
}

/** The address without its `code` parameter, to replace the one in the address bar. */
export function withoutCode(url: URL): string {
  const rest = new URL(url.href);
  rest.searchParams.delete("code");
  return `${rest.pathname}${rest.search}${rest.hash}`;
}
