/** The pending page asks again with a growing interval and stops after a bound (then a manual refresh). */

/** Polls after the page's first load; the sum of the delays is about two minutes. */
export const MAX_POLLS = 8;
/** The interval grows by half each time… */
export const GROWTH = 1.5;
/** …and never beyond this many seconds. */
export const MAX_DELAY_SECONDS = 30;
/** When the backend names no interval (`pollAfterSeconds`). */
export const DEFAULT_FIRST_DELAY_SECONDS = 3;

/**
 * Seconds to wait before poll number `attempt` (0-based), starting from the backend's `pollAfterSeconds`;
 * null once the bound is reached. Whole seconds, so the meta refresh without JavaScript uses the same values.
 */
export function pollDelaySeconds(attempt: number, firstDelaySeconds?: number | null): number | null {
  if (!Number.isInteger(attempt) || attempt < 0 || attempt >= MAX_POLLS) return null;
  const first = firstDelaySeconds && firstDelaySeconds > 0 ? firstDelaySeconds : DEFAULT_FIRST_DELAY_SECONDS;
  return Math.min(MAX_DELAY_SECONDS, Math.ceil(first * GROWTH ** attempt));
}

/** The whole schedule, e.g. for 3 s: 3, 5, 7, 11, 16, 23, 30, 30. */
export function pollSchedule(firstDelaySeconds?: number | null): number[] {
  const delays: number[] = [];
  for (let attempt = 0; ; attempt++) {
    const delay = pollDelaySeconds(attempt, firstDelaySeconds);
    if (delay === null) return delays;
    delays.push(delay);
  }
}

/** The poll count carried in the address without JavaScript (`?abfrage=n`); anything odd counts as 0. */
export function readAttempt(value: string | null): number {
  if (!value || !/^\d{1,2}$/.test(value)) return 0;
  return Math.min(Number(value), MAX_POLLS);
}

export const ATTEMPT_PARAM = "abfrage";
