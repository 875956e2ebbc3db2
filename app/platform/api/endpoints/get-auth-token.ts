import type { Middleware } from "openapi-fetch";
import { ApiError, plainDetails } from "../api-error.ts";
import { type ApiClient, unwrap } from "../client.ts";
import type { AuthToken } from "../types.ts";

/** The contract's attempt window: the wait to assume when a 429 names none. */
const CONTRACT_WINDOW_MS = 10 * 60 * 1000;
/** A Retry-After further out than this is the backend's mistake, not a wait to tell a customer. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/** The exchange was refused for too many attempts (429): the backend takes codes for this offer again at `retryAt`. */
export class LoginLimitedError extends ApiError {
  readonly retryAt: Date;

  constructor(error: ApiError, retryAt: Date) {
    super(plainDetails(error), { cause: error });
    this.retryAt = retryAt;
  }
}

/** When a 429's `Retry-After` (seconds or an HTTP date) ends; the contract's window when it names none. */
export function retryAtOf(header: string | null, now: number): Date {
  const value = header?.trim() ?? "";
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  const wait = Number.isFinite(ms) ? Math.min(Math.max(ms, 1000), MAX_WAIT_MS) : CONTRACT_WINDOW_MS;
  return new Date(now + wait);
}

/**
 * GET /api/auth/token: the login code of the offer `offer` for that offer's bearer. Only the server calls it (the
 * bearer goes into an HttpOnly cookie, out of scripts' reach); `offer` binds the code to the offer, so another
 * offer's code is refused like a wrong one. A 429 raises LoginLimitedError, any other failure an ApiError.
 */
export async function getAuthToken(
  client: ApiClient,
  code: string,
  offer: string,
  now: () => number = Date.now,
): Promise<AuthToken> {
  let retryAfter: string | null = null;
  // Runs before the client's own error middleware turns the answer into an ApiError (which keeps no headers).
  const readRetryAfter: Middleware = {
    onResponse({ response }) {
      retryAfter = response.headers.get("retry-after");
    },
  };
  try {
    return await unwrap(
      client.GET("/api/auth/token", { params: { query: { code, offer } }, middleware: [readRetryAfter] }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      throw new LoginLimitedError(error, retryAtOf(retryAfter, now()));
    throw error;
  }
}
