import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat, relativeTimeFormat } from "./intl-cache";

describe("Intl formatter cache", () => {
  it("builds a formatter once per locale and options", () => {
    expect(dateFormat("de-DE", { dateStyle: "medium" })).toBe(dateFormat("de-DE", { dateStyle: "medium" }));
    expect(numberFormat("de-DE")).toBe(numberFormat("de-DE"));
    expect(relativeTimeFormat("en-US", { numeric: "auto" })).toBe(relativeTimeFormat("en-US", { numeric: "auto" }));
  });

  it("keeps formatters of other locales or options apart", () => {
    expect(dateFormat("de-DE", { dateStyle: "medium" })).not.toBe(dateFormat("en-US", { dateStyle: "medium" }));
    expect(dateFormat("de-DE", { dateStyle: "medium" })).not.toBe(dateFormat("de-DE", { dateStyle: "long" }));
    expect(numberFormat("de-DE", { style: "percent" }).resolvedOptions().style).toBe("percent");
    expect(numberFormat("de-DE").resolvedOptions().style).toBe("decimal");
  });
});
