import { toApiError } from "~/platform/api/api-error";

/** What the login page shows: signing in (the exchange runs in the browser), or why it cannot. */
export type LoginState = "signingIn" | "missing" | "invalid" | "failed";

/** The contract's login code: 4-64 characters of `A-Za-z0-9-`. */
const CODE = /^[A-Za-z0-9-]{4,64}$/;

export function isLoginCode(code: string): boolean {
  return CODE.test(code);
}

/** A refused code (AUTH_CODE_INVALID, 400, 401) asks for a new link; anything else can be retried. */
export function loginFailure(error: unknown): "invalid" | "failed" {
  const api = toApiError(error);
  if (api.code === "AUTH_CODE_INVALID" || api.status === 400 || api.status === 401) return "invalid";
  return "failed";
}

/** The address without its `code` parameter, to replace the one in the address bar. */
export function withoutCode(url: URL): string {
  const rest = new URL(url.href);
  rest.searchParams.delete("code");
  return `${rest.pathname}${rest.search}${rest.hash}`;
}
