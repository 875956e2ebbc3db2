/**
 * The offer login's rules. The page shows the form that signs in with the code from the address (sent once on its
 * own with JavaScript, by its button without), or why it cannot: no code, a refused one, a failure to retry, too many
 * tries.
 */

/** The login form's fields: the code from the link, and the page of this offer to continue on. */
export const LOGIN_FIELDS = { code: "code", returnPath: "returnPath" } as const;

/** The contract's login code: 4-64 characters of `A-Za-z0-9-`. */
const CODE = /^[A-Za-z0-9-]{4,64}$/;

export function isLoginCode(code: string): boolean {
  return CODE.test(code);
}

/**
 * Why an exchange failed, as the customer reads it: a refused code (AUTH_CODE_INVALID, 400, 401; a bearer that
 * does not open this offer, 401/403) asks for a new link; too many tries (429) say when to try again; anything
 * else (5xx, network, a malformed answer) can be retried with the same code.
 */
export function loginFailure(error: unknown): "invalid" | "limited" | "failed" {
  const { status, code } = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  if (status === 429) return "limited";
  return code === "AUTH_CODE_INVALID" || status === 400 || status === 401 || status === 403 ? "invalid" : "failed";
}

/**
 * What a failed check of the new bearer against this offer says: 401/403 it does not open it (the code was another
 * offer's: refused like a wrong one); no answer, a 5xx, 408 or 429 tell nothing (retry); any other answer is the
 * offer's own state (expired, ordered, …) behind a login that worked, which the offer page then shows.
 */
export function bindingOf(error: unknown): "refused" | "unknown" | "opens" {
  const { status } = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  if (status === 401 || status === 403) return "refused";
  if (typeof status !== "number" || status >= 500 || status === 408 || status === 429) return "unknown";
  return "opens";
}

/** The status of a failure to retry: the backend's 503 (it is down, for a while) as such, anything else 502. */
export function failedStatus(error: unknown): 502 | 503 {
  return (error as { status?: unknown } | null)?.status === 503 ? 503 : 502;
}

/** The address without its `code` parameter: where the form posts, so the code leaves the address bar. */
export function withoutCode(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(LOGIN_FIELDS.code);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Whole seconds until `until` (Retry-After), at least one. */
export function secondsUntil(until: Date, now: number): number {
  return Math.max(1, Math.ceil((until.getTime() - now) / 1000));
}

/** Whole minutes until `until`, as the page says "in about N minutes": at least one. */
export function minutesUntil(until: Date, now: number): number {
  return Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
}
