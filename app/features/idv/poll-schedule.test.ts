import { describe, expect, it } from "vitest";
import { MAX_DELAY_SECONDS, MAX_POLLS, pollDelaySeconds, pollSchedule, readAttempt } from "./poll-schedule";

describe("polling schedule of the pending page", () => {
  it("starts at the backend's interval and grows by half, in whole seconds, up to the cap", () => {
    expect(pollSchedule(3)).toEqual([3, 5, 7, 11, 16, 23, 30, 30]);
    expect(pollSchedule(1)).toEqual([1, 2, 3, 4, 6, 8, 12, 18]);
  });

  it("falls back to 3 s when the backend names no interval", () => {
    expect(pollDelaySeconds(0, undefined)).toBe(3);
    expect(pollDelaySeconds(0, 0)).toBe(3);
  });

  it("is bounded: no delay after the last poll, none for odd attempts", () => {
    expect(pollDelaySeconds(MAX_POLLS - 1, 3)).toBe(30);
    expect(pollDelaySeconds(MAX_POLLS, 3)).toBeNull();
    expect(pollDelaySeconds(-1, 3)).toBeNull();
    expect(pollDelaySeconds(1.5, 3)).toBeNull();
    expect(pollSchedule(60).every((delay) => delay === MAX_DELAY_SECONDS)).toBe(true);
    expect(pollSchedule(3).reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(150);
  });

  it("reads the attempt from the address, tolerating nonsense", () => {
    expect(readAttempt("4")).toBe(4);
    expect(readAttempt(null)).toBe(0);
    expect(readAttempt("x")).toBe(0);
    expect(readAttempt("-2")).toBe(0);
    expect(readAttempt("99")).toBe(MAX_POLLS);
  });
});
