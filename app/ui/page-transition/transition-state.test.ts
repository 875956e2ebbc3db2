import { describe, expect, it } from "vitest";
import { transitionReducer } from "./transition-state";

describe("transitionReducer", () => {
  const idle = { shownKey: "/a", phase: "idle" as const };

  it("fades the old page out first, then the new page in (out-in)", () => {
    const out = transitionReducer(idle, { type: "navigate", key: "/b", reducedMotion: false });
    expect(out).toEqual({ shownKey: "/a", phase: "out" });
    const fadeIn = transitionReducer(out, { type: "out-done", key: "/b" });
    expect(fadeIn).toEqual({ shownKey: "/b", phase: "in" });
    expect(transitionReducer(fadeIn, { type: "in-done" })).toEqual({ shownKey: "/b", phase: "idle" });
  });

  it("swaps at once under reduced motion", () => {
    expect(transitionReducer(idle, { type: "navigate", key: "/b", reducedMotion: true })).toEqual({
      shownKey: "/b",
      phase: "idle",
    });
  });

  it("ignores re-renders of the same page and shows it again when navigation returns mid-fade", () => {
    expect(transitionReducer(idle, { type: "navigate", key: "/a", reducedMotion: false })).toBe(idle);
    const out = { shownKey: "/a", phase: "out" as const };
    expect(transitionReducer(out, { type: "navigate", key: "/a", reducedMotion: false }).phase).toBe("in");
    expect(transitionReducer(idle, { type: "in-done" })).toBe(idle);
  });
});
