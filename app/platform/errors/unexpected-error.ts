import { useSyncExternalStore } from "react";

/** An unexpected error a screen reports; the app root shows it in a modal. */
export interface UnexpectedError {
  code: string;
}

let current: UnexpectedError | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function reportUnexpectedError(code = "UNEXPECTED"): void {
  current = { code };
  emit();
}

export function clearUnexpectedError(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnexpectedError(): UnexpectedError | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
