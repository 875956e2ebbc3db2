/**
 * The limit per try of the browser's API calls in ms (`API_TIMEOUT_MS`, sent with the root data); null: none,
 * by default. Its own small module: the page frame sets it, and only the
 * pages that call the API from the browser load the client.
 */
let timeoutMs: number | null = null;

export function setBrowserApiTimeout(ms: number | null): void {
  timeoutMs = ms;
}

export function browserApiTimeout(): number | null {
  return timeoutMs;
}
