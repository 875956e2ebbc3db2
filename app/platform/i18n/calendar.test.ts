import { describe, expect, it } from "vitest";
import { calendarWords, formatCalendarDate, germanDay } from "./calendar";
import { germanDay as serverGermanDay } from "./calendar.server";
import { compileCatalogue } from "./compile.server";
import { createI18n } from "./i18n";
import { LANGUAGES, type Language, LOCALES } from "./languages";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { tr } from "./messages/tr";

const SHELL: Record<Language, Readonly<Record<string, string>>> = { de, en, tr };

function wordsOf(lang: Language) {
  const i18n = createI18n(lang, compileCatalogue(SHELL[lang]));
  return calendarWords(i18n._.bind(i18n));
}

describe("germanDay", () => {
  const intl = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" });

  it("is the day Intl gives for Europe/Berlin at every 37th minute of 2025 to 2027 and around each switch", () => {
    const moments: number[] = [];
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 37 * 60_000) moments.push(time);
    for (const switchAt of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(2027, 2, 28, 1)]) {
      for (let minute = -90; minute <= 90; minute++) moments.push(switchAt + minute * 60_000);
    }
    for (const time of moments) expect(germanDay(new Date(time)), new Date(time).toISOString()).toBe(intl.format(time));
    for (const time of moments.slice(-543)) expect(serverGermanDay(new Date(time))).toBe(intl.format(time));
  });

  it("is already tomorrow in Germany shortly before midnight UTC, in winter and in summer", () => {
    expect(germanDay(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16");
    expect(germanDay(new Date("2026-07-15T22:30:00Z"))).toBe("2026-07-16");
    expect(germanDay(new Date("2026-07-15T21:59:00Z"))).toBe("2026-07-15");
    expect(serverGermanDay(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16");
    expect(serverGermanDay(new Date("2026-07-15T21:59:00Z"))).toBe("2026-07-15");
  });
});

describe("formatCalendarDate", () => {
  it("writes what Intl writes (dateStyle long) for every day of 2026 in each language", () => {
    for (const lang of LANGUAGES) {
      const words = wordsOf(lang);
      const long = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" });
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
        const iso = new Date(time).toISOString().slice(0, 10);
        expect(formatCalendarDate(iso, words), `${lang} ${iso}`).toBe(long.format(time));
      }
    }
  });

  it("takes the day of a longer ISO string and leaves what is no date as it is", () => {
    expect(formatCalendarDate("2026-03-02T10:00:00Z", wordsOf("de"))).toBe("2. März 2026");
    expect(formatCalendarDate("soon", wordsOf("en"))).toBe("soon");
  });
});
