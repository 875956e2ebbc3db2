// @vitest-environment happy-dom
import { type I18n, setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/messages";
import { compileCatalogue } from "~/platform/i18n/compile.server";
import { createI18n } from "~/platform/i18n/i18n";
import { LANGUAGES, type Language } from "~/platform/i18n/languages";
import { useTermMonths } from "./term-months";

function termMonthsWith(i18n: I18n) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children);
  return renderHook(() => useTermMonths(), { wrapper }).result.current;
}
const i18nFor = (lang: Language) => createI18n(lang, compileCatalogue(CATALOGUES[lang]));
const termMonthsIn = (lang: Language) => termMonthsWith(i18nFor(lang));

describe("useTermMonths", () => {
  it("writes one month and several months in each language", () => {
    expect(termMonthsIn("de")(1)).toBe("1 Monat");
    expect(termMonthsIn("de")(24)).toBe("24 Monate");
    expect(termMonthsIn("en")(1)).toBe("1 month");
    expect(termMonthsIn("en")(2)).toBe("2 months");
    expect(termMonthsIn("tr")(12)).toBe("12 ay");
  });

  it("says none rather than 0 months", () => {
    expect(termMonthsIn("de")(0)).toBe("keine");
    expect(termMonthsIn("en")(0)).toBe("none");
    expect(termMonthsIn("tr")(0)).toBe("yok");
  });

  it("reads as a discount's duration in each language", () => {
    const duration = (lang: Language, count: number) =>
      i18nFor(lang)._("offer.shop.prices.duration", { term: termMonthsIn(lang)(count) });
    expect(duration("de", 1)).toBe("für 1 Monat");
    expect(duration("de", 12)).toBe("für 12 Monate");
    expect(duration("en", 6)).toBe("for 6 months");
    expect(duration("tr", 6)).toBe("6 ay boyunca");
  });

  it.each(LANGUAGES)("%s writes a form for every count from 1 to 120", (lang) => {
    const termMonths = termMonthsIn(lang);
    for (let count = 1; count <= 120; count++) expect(termMonths(count), `${lang} ${count}`).toContain(String(count));
  });

  it("leaves the plural forms to the language: a catalogue with Polish forms gets Polish plurals", () => {
    const polish = compileCatalogue({
      ...CATALOGUES.de,
      "offer.shop.months":
        "{form, select, one {{count} miesiąc} few {{count} miesiące} many {{count} miesięcy} other {{count} miesiąca}}",
    });
    const termMonths = termMonthsWith(setupI18n({ locale: "pl-PL", messages: { "pl-PL": polish } }));
    expect(termMonths(1)).toBe("1 miesiąc");
    expect(termMonths(2)).toBe("2 miesiące");
    expect(termMonths(5)).toBe("5 miesięcy");
    expect(termMonths(22)).toBe("22 miesiące");
  });
});
