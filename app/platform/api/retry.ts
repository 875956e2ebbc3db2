/** Statuses after which a non-idempotent request is sent once more (with the same Idempotency-Key). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const NON_IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["POST", "PATCH"]);
/** Retry-After is honoured up to this long; a longer wait is cut short. */
export const MAX_RETRY_AFTER_MS = 2000;

/** `init` carries only what fetch itself must hold (the timeout's signal). */
export type FetchLike = (request: Request, init?: { signal?: AbortSignal }) => Promise<Response>;
export type Sleep = (ms: number) => Promise<void>;

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function shouldRetry(method: string, status: number): boolean {
  return NON_IDEMPOTENT_METHODS.has(method.toUpperCase()) && RETRY_STATUSES.has(status);
}

/** How long to wait before the retry: `Retry-After` (seconds or a date) on 429 and 503, at most 2 s. */
export function retryDelayMs(response: Response, now: number = Date.now()): number {
  if (response.status !== 429 && response.status !== 503) return 0;
  const header = response.headers.get("retry-after")?.trim();
  if (!header) return 0;
  const ms = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return 0;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * Sends a request; a non-idempotent one answered with a retryable status is sent exactly once more.
 * Idempotent requests and network failures are never retried.
 */
export function withRetry(fetchFn: FetchLike, wait: Sleep = sleep): FetchLike {
  return async (request) => {
    if (!NON_IDEMPOTENT_METHODS.has(request.method.toUpperCase())) return fetchFn(request);
    const second = request.clone();
    const first = await fetchFn(request);
    if (!shouldRetry(request.method, first.status)) return first;
    const delay = retryDelayMs(first);
    await first.body?.cancel().catch(() => undefined);
    if (delay > 0) await wait(delay);
    return fetchFn(second);
  };
}
