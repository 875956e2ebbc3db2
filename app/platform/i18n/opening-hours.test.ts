import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../api/types";
import { compileCatalogue } from "./compile.server";
import { createI18n } from "./i18n";
import { LANGUAGES, type Language, LOCALES } from "./languages";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { tr } from "./messages/tr";
import { CLOCKS, formatOpeningHours, formatTime, openingHoursWords } from "./opening-hours";

const SHELL = { de, en, tr };

/** The words of opening hours from the language's compiled shell catalogue, as a page has them. */
function wordsOf(lang: Language) {
  const i18n = createI18n(lang, compileCatalogue(SHELL[lang]));
  return openingHoursWords(i18n._.bind(i18n));
}

function worded(blocks: readonly OpeningHours[], lang: Language): string {
  return formatOpeningHours(blocks, LOCALES[lang], wordsOf(lang));
}

/** One time of day as the language's opening hours write it. */
function time(value: string, lang: Language): string {
  return formatTime(value, LOCALES[lang], wordsOf(lang).dayPeriods);
}

const MON_SAT_8_20: OpeningHours[] = [
  { days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "08:00", closes: "20:00" },
];
const WEEKDAYS_AND_SATURDAY: OpeningHours[] = [
  { days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" },
  { days: ["sat"], opens: "09:30", closes: "16:00" },
];
const SCATTERED: OpeningHours[] = [{ days: ["sun", "wed", "mon", "fri", "sat"], opens: "07:05", closes: "12:00" }];
/** The same no-break space before AM/PM on the server and in every browser. */
const NBSP = "\u00a0";

describe("formatOpeningHours", () => {
  it("words a day range and whole hours in each language", () => {
    expect(worded(MON_SAT_8_20, "de")).toBe("Mo–Sa 8–20 Uhr");
    expect(worded(MON_SAT_8_20, "en")).toBe(`Mon–Sat 8${NBSP}AM–8${NBSP}PM`);
    expect(worded(MON_SAT_8_20, "tr")).toBe("Pzt–Cmt 08:00–20:00");
  });

  it("joins several blocks as a list and keeps minutes that are not zero", () => {
    expect(worded(WEEKDAYS_AND_SATURDAY, "de")).toBe("Mo–Fr 9–18 Uhr und Sa 9:30–16 Uhr");
    expect(worded(WEEKDAYS_AND_SATURDAY, "en")).toBe(`Mon–Fri 9${NBSP}AM–6${NBSP}PM and Sat 9:30${NBSP}AM–4${NBSP}PM`);
    expect(worded(WEEKDAYS_AND_SATURDAY, "tr")).toBe("Pzt–Cum 09:00–18:00 ve Cmt 09:30–16:00");
  });

  it("sorts the days into week order and writes days not in a row one by one", () => {
    expect(worded(SCATTERED, "de")).toBe("Mo, Mi, Fr–So 7:05–12 Uhr");
    expect(worded(SCATTERED, "en")).toBe(`Mon, Wed, Fri–Sun 7:05${NBSP}AM–12${NBSP}PM`);
    expect(worded(SCATTERED, "tr")).toBe("Pzt, Çar, Cum–Paz 07:05–12:00");
  });

  it("writes two neighbouring days without a range", () => {
    const weekend: OpeningHours[] = [{ days: ["sat", "sun"], opens: "10:00", closes: "14:00" }];
    expect(worded(weekend, "de")).toBe("Sa, So 10–14 Uhr");
    expect(worded(weekend, "en")).toBe(`Sat, Sun 10${NBSP}AM–2${NBSP}PM`);
  });

  it("lists three blocks with commas and the language's word before the last", () => {
    const three: OpeningHours[] = [
      { days: ["mon"], opens: "08:00", closes: "12:00" },
      { days: ["wed"], opens: "08:00", closes: "12:00" },
      { days: ["fri"], opens: "13:00", closes: "17:00" },
    ];
    expect(worded(three, "de")).toBe("Mo 8–12 Uhr, Mi 8–12 Uhr und Fr 13–17 Uhr");
    expect(worded(three, "tr")).toBe("Pzt 08:00–12:00, Çar 08:00–12:00 ve Cum 13:00–17:00");
  });

  it("writes nothing for no blocks", () => {
    expect(worded([], "en")).toBe("");
  });
});

describe("formatTime", () => {
  it("writes midnight and noon on the twelve-hour clock as 12 AM and 12 PM", () => {
    expect(time("00:00", "en")).toBe(`12${NBSP}AM`);
    expect(time("12:30", "en")).toBe(`12:30${NBSP}PM`);
    expect(time("23:59", "en")).toBe(`11:59${NBSP}PM`);
  });

  it.each(LANGUAGES)("%s keeps the clock Intl uses for its locale", (lang) => {
    const { hourCycle } = new Intl.DateTimeFormat(LOCALES[lang], { hour: "numeric" }).resolvedOptions();
    expect(CLOCKS[lang].twelveHour).toBe(hourCycle === "h12" || hourCycle === "h11");
  });

  it.each(LANGUAGES)(
    "%s matches what Intl writes (minus zero minutes where dropped) for every quarter hour",
    (lang) => {
      const clock = CLOCKS[lang];
      const intl = new Intl.DateTimeFormat(LOCALES[lang], {
        hour: clock.dropZeroMinutes ? "numeric" : "2-digit",
        minute: "2-digit",
        hourCycle: clock.twelveHour ? "h12" : "h23",
        timeZone: "UTC",
      });
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const value = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
        const at = Date.UTC(2024, 0, 1, Math.floor(minute / 60), minute % 60);
        const expected = intl.format(at).replace(/[\s\u202f]/gu, NBSP);
        const dropped = clock.dropZeroMinutes && minute % 60 === 0 ? expected.replace(/:00/u, "") : expected;
        expect(time(value, lang), `${lang} ${value}`).toBe(dropped);
      }
    },
  );
});
