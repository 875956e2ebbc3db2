import { describe, expect, it } from "vitest";
import { formattersFor } from "./i18n";

describe("formattersFor", () => {
  it("formats dates and relative times in German by default", () => {
    const de = formattersFor("de-DE");
    expect(de.date(Date.UTC(2026, 10, 21, 12), { dateStyle: "long" })).toBe("21. November 2026");
    expect(de.relativeTime(-1, "day")).toBe("gestern");
    expect(de.relativeTime(2, "hour")).toBe("in 2 Stunden");
  });
  it("follows the page language", () => {
    expect(formattersFor("en-US").relativeTime(-1, "day")).toBe("yesterday");
    expect(formattersFor("tr-TR").relativeTime(-1, "day")).toBe("dün");
  });
});
