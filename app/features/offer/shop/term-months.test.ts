import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/messages";
import { compileCatalogue } from "~/platform/i18n/compile.server";
import { createI18n } from "~/platform/i18n/i18n";
import { LANGUAGES, type Language } from "~/platform/i18n/languages";
import { termMonths } from "./term-months";

function tFor(lang: Language) {
  const i18n = createI18n(lang, compileCatalogue(CATALOGUES[lang]));
  return i18n._.bind(i18n) as Parameters<typeof termMonths>[0];
}

describe("termMonths", () => {
  it("writes one month and several months in each language", () => {
    expect(termMonths(tFor("de"), 1)).toBe("1 Monat");
    expect(termMonths(tFor("de"), 24)).toBe("24 Monate");
    expect(termMonths(tFor("en"), 1)).toBe("1 month");
    expect(termMonths(tFor("en"), 2)).toBe("2 months");
    expect(termMonths(tFor("tr"), 12)).toBe("12 ay");
  });

  it("says none rather than 0 months", () => {
    expect(termMonths(tFor("de"), 0)).toBe("keine");
    expect(termMonths(tFor("en"), 0)).toBe("none");
    expect(termMonths(tFor("tr"), 0)).toBe("yok");
  });

  it("reads as a discount's duration in each language", () => {
    const duration = (lang: Language, count: number) =>
      tFor(lang)("offer.shop.prices.duration", { term: termMonths(tFor(lang), count) });
    expect(duration("de", 1)).toBe("für 1 Monat");
    expect(duration("de", 12)).toBe("für 12 Monate");
    expect(duration("en", 6)).toBe("for 6 months");
    expect(duration("tr", 6)).toBe("6 ay boyunca");
  });

  it.each(LANGUAGES)("%s writes a form for every count from 1 to 120", (lang) => {
    const t = tFor(lang);
    for (let count = 1; count <= 120; count++)
      expect(termMonths(t, count), `${lang} ${count}`).toContain(String(count));
  });

  it("leaves the plural rule to the language: a catalogue with Polish forms gets Polish plurals", () => {
    const polish = compileCatalogue({
      ...CATALOGUES.de,
      "offer.shop.months": "{count, plural, one {# miesiąc} few {# miesiące} many {# miesięcy} other {# miesiąca}}",
    });
    const i18n = setupI18n({ locale: "pl-PL", messages: { "pl-PL": polish } });
    const t = i18n._.bind(i18n) as Parameters<typeof termMonths>[0];
    expect(termMonths(t, 1)).toBe("1 miesiąc");
    expect(termMonths(t, 2)).toBe("2 miesiące");
    expect(termMonths(t, 5)).toBe("5 miesięcy");
    expect(termMonths(t, 22)).toBe("22 miesiące");
  });
});
