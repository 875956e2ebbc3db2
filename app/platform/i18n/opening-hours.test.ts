import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../api/types";
import { LOCALES } from "./languages";
import { formatOpeningHours } from "./opening-hours";

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
    expect(formatOpeningHours(MON_SAT_8_20, LOCALES.de)).toBe("Mo–Sa 8–20 Uhr");
    expect(formatOpeningHours(MON_SAT_8_20, LOCALES.en)).toBe(`Mon–Sat 8${NBSP}AM–8${NBSP}PM`);
    expect(formatOpeningHours(MON_SAT_8_20, LOCALES.tr)).toBe("Pzt–Cmt 08:00–20:00");
  });

  it("joins several blocks as a list and keeps minutes that are not zero", () => {
    expect(formatOpeningHours(WEEKDAYS_AND_SATURDAY, LOCALES.de)).toBe("Mo–Fr 9–18 Uhr und Sa 9:30–16 Uhr");
    expect(formatOpeningHours(WEEKDAYS_AND_SATURDAY, LOCALES.en)).toBe(
      `Mon–Fri 9${NBSP}AM–6${NBSP}PM and Sat 9:30${NBSP}AM–4${NBSP}PM`,
    );
    expect(formatOpeningHours(WEEKDAYS_AND_SATURDAY, LOCALES.tr)).toBe("Pzt–Cum 09:00–18:00 ve Cmt 09:30–16:00");
  });

  it("sorts the days into week order and writes days not in a row one by one", () => {
    expect(formatOpeningHours(SCATTERED, LOCALES.de)).toBe("Mo, Mi, Fr–So 7:05–12 Uhr");
    expect(formatOpeningHours(SCATTERED, LOCALES.en)).toBe(`Mon, Wed, Fri–Sun 7:05${NBSP}AM–12${NBSP}PM`);
    expect(formatOpeningHours(SCATTERED, LOCALES.tr)).toBe("Pzt, Çar, Cum–Paz 07:05–12:00");
  });

  it("writes two neighbouring days without a range", () => {
    const weekend: OpeningHours[] = [{ days: ["sat", "sun"], opens: "10:00", closes: "14:00" }];
    expect(formatOpeningHours(weekend, LOCALES.de)).toBe("Sa, So 10–14 Uhr");
    expect(formatOpeningHours(weekend, LOCALES.en)).toBe(`Sat, Sun 10${NBSP}AM–2${NBSP}PM`);
  });
});
