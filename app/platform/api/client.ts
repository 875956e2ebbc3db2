import createClient, { type Client, type Middleware } from "openapi-fetch";
import { apiErrorFromResponse, toApiError } from "./api-error.ts";
import { type FetchLike, NON_IDEMPOTENT_METHODS, type Sleep, sleep, withRetry } from "./retry.ts";
import type { paths } from "./schema.d.ts";
import { randomUuid, TRACE_ID_HEADER } from "./trace-id.ts";

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin the contract's `/api/...` paths are resolved against: "" (same origin) in the browser, API_BASE_URL on the server. */
  baseUrl: string;
  traceId: string;
  /** Sent as `Authorization: Bearer` when present; a function is asked on every call (the login may come later). */
  authToken?: string | null | (() => string | null | undefined);
  fetch?: FetchLike;
  /** Waits for Retry-After; tests pass their own. */
  sleep?: Sleep;
  /** Gives up on a call (each try) that has not answered after this long; none when unset. */
  timeoutMs?: number;
}

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Trace id and bearer on every request; an Idempotency-Key on every non-idempotent one. */
export function headersMiddleware(options: Pick<ApiClientOptions, "traceId" | "authToken">): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set(TRACE_ID_HEADER, options.traceId);
      const authToken = typeof options.authToken === "function" ? options.authToken() : options.authToken;
      if (authToken) request.headers.set("Authorization", `Bearer ${authToken}`);
      if (NON_IDEMPOTENT_METHODS.has(request.method) && !request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
        request.headers.set(IDEMPOTENCY_KEY_HEADER, randomUuid());
      }
    },
  };
}

/** Status 400-599 raises an ApiError; so does a network failure or a timeout. */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.status >= 400) throw await apiErrorFromResponse(response);
  },
  onError({ error }) {
    return toApiError(error);
  },
};

/** A client typed by the contract; works in the browser and on the server (Node fetch). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn: FetchLike = options.fetch ?? ((request, init) => globalThis.fetch(request, init));
  const send = options.timeoutMs ? withTimeout(fetchFn, options.timeoutMs) : fetchFn;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: withRetry(send, options.sleep ?? sleep),
  });
  client.use(headersMiddleware(options), errorMiddleware);
  return client;
}

/**
 * Each try gets its own deadline (body included), so a retry after a slow first answer still has the whole time.
 * The signal goes to fetch itself: Node's fetch follows a Request's signal only weakly, and a Request made here
 * just to carry it was collected before the deadline under load (a POST waited 13 s for a hung backend).
 */
export function withTimeout(fetchFn: FetchLike, timeoutMs: number): FetchLike {
  return (request) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, "TimeoutError")),
      timeoutMs,
    );
    // Never keeps a server process alive; in the browser the timer is a number.
    (timer as { unref?: () => void }).unref?.();
    request.signal.addEventListener("abort", () => controller.abort(request.signal.reason), { once: true });
    return fetchFn(request, { signal: controller.signal });
  };
}

/** The data of a successful call; any failure becomes an ApiError (never a bare TypeError or SyntaxError). */
export async function unwrap<Result extends { data?: unknown; response: Response }>(
  pending: Promise<Result>,
): Promise<NonNullable<Result["data"]>> {
  let result: Result;
  try {
    result = await pending;
  } catch (error) {
    throw toApiError(error);
  }
  if (result.data === undefined || result.data === null) {
    throw toApiError(new Error(`Empty response with status ${result.response.status}`));
  }
  return result.data as NonNullable<Result["data"]>;
}
