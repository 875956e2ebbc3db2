import { describe, expect, it } from "vitest";
import { intlFormat } from "./intl-cache";

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  intlFormat(Intl.DateTimeFormat, locale, options);
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  intlFormat(Intl.NumberFormat, locale, options);
const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  intlFormat(Intl.RelativeTimeFormat, locale, options);

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
    expect(intlFormat(Intl.NumberFormat, "de-DE")).not.toBe(intlFormat(Intl.DateTimeFormat, "de-DE"));
  });
});
