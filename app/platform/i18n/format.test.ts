import { describe, expect, it } from "vitest";
import { formattersFor } from "./i18n";

describe("formattersFor", () => {
  it("formats dates in the page's language, in German time", () => {
    expect(formattersFor("de-DE").date(Date.UTC(2026, 10, 21, 12), { dateStyle: "long" })).toBe("21. November 2026");
    expect(formattersFor("en-US").date(Date.UTC(2026, 10, 21, 12), { dateStyle: "long" })).toBe("November 21, 2026");
    expect(formattersFor("tr-TR").date(Date.UTC(2026, 10, 21, 23, 30), { dateStyle: "long" })).toBe("22 Kasım 2026");
  });
});
