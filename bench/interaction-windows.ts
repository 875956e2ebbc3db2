/**
 * Which interaction an Event Timing entry belongs to. An entry is reported only after the next frame that is
 * presented, which can come long after the interaction (a key whose change no frame showed is reported with the
 * next click's frame). So each entry counts for the measured interaction whose time window holds its start, never
 * for the one that happened to be running when the entry was reported.
 */

/** What the page's observer keeps of an Event Timing entry (times in the page's clock, ms). */
export interface EventEntry {
  id: number;
  name: string;
  start: number;
  duration: number;
}

/** From just before the interaction's first input to the end of its measurement (the page's clock, ms). */
export interface TimeWindow {
  start: number;
  end: number;
}

/** The longest entry that started inside `window`; 0 when none did (nothing reached the observer's threshold). */
export function longestIn(entries: readonly EventEntry[], window: TimeWindow): number {
  return entries
    .filter((e) => e.start >= window.start && e.start < window.end)
    .reduce((longest, e) => Math.max(longest, e.duration), 0);
}
