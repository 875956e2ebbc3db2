// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useCount } from "./i18n";

function countIn(locale: string) {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children);
  return renderHook(() => useCount(), { wrapper }).result.current;
}

describe("useCount", () => {
  it("gives the count and its CLDR plural form in the page's locale", () => {
    expect(countIn("de-DE")(1)).toEqual({ count: 1, form: "one" });
    expect(countIn("de-DE")(0)).toEqual({ count: 0, form: "other" });
    expect(countIn("en-US")(2)).toEqual({ count: 2, form: "other" });
    expect(countIn("tr-TR")(1).form).toBe("one");
    expect(countIn("pl-PL")(22).form).toBe("few");
    expect(countIn("pl-PL")(25).form).toBe("many");
  });
});
