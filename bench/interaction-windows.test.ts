import { describe, expect, it } from "vitest";
import { type EventEntry, longestIn } from "./interaction-windows";

const entry = (name: string, start: number, duration: number, id = 1): EventEntry => ({ id, name, start, duration });

describe("longestIn", () => {
  it("counts an entry reported late for the interaction it started in, not for the one running when it arrived", () => {
    // Six keys of the typing window, no frame shown until the submit's: all arrive with the click's entries.
    const typing = { start: 1000, end: 2600 };
    const submit = { start: 3000, end: 3800 };
    const entries = [
      entry("keydown", 1010, 2560, 1),
      entry("keydown", 1200, 2328, 2),
      entry("pointerdown", 3010, 222, 3),
      entry("click", 3012, 222, 3),
    ];
    expect(longestIn(entries, typing)).toBe(2560);
    expect(longestIn(entries, submit)).toBe(222);
  });

  it("is 0 when no entry started in the window, and excludes the window's end", () => {
    expect(longestIn([entry("click", 500, 80)], { start: 1000, end: 2000 })).toBe(0);
    expect(longestIn([entry("click", 2000, 80)], { start: 1000, end: 2000 })).toBe(0);
    expect(longestIn([entry("click", 1000, 80)], { start: 1000, end: 2000 })).toBe(80);
  });
});
