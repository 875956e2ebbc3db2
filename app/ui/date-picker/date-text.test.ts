import { CalendarDate, CalendarDateTime } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { dateOrder } from "./date-parts";
import { formatDateText, parseDateText } from "./date-text";

describe("dateOrder", () => {
  it("follows the locale", () => {
    expect(dateOrder("de-DE")).toEqual(["day", "month", "year"]);
    expect(dateOrder("tr-TR")).toEqual(["day", "month", "year"]);
    expect(dateOrder("en-US")).toEqual(["month", "day", "year"]);
  });
});

describe("formatDateText", () => {
  it("writes the locale's numeric date", () => {
    expect(formatDateText(new CalendarDate(2026, 3, 7), "de-DE")).toBe("07.03.2026");
    expect(formatDateText(new CalendarDate(2026, 3, 7), "en-US")).toBe("03/07/2026");
    expect(formatDateText(new CalendarDate(2026, 3, 7), "tr-TR")).toBe("07.03.2026");
  });
  it("adds the time of a date-time", () => {
    expect(formatDateText(new CalendarDateTime(2026, 3, 7, 9, 5), "de-DE")).toBe("07.03.2026 09:05");
  });
});

describe("parseDateText", () => {
  const d = (y: number, m: number, day: number) => new CalendarDate(y, m, day);
  it("reads German dates with several separators and without", () => {
    for (const text of [
      "24.12.2026",
      "24.12.2026 ",
      "24/12/2026",
      "24-12-2026",
      "24 12 2026",
      "24122026",
      "4.1.2026",
    ]) {
      const expected = text.startsWith("4.") ? d(2026, 1, 4) : d(2026, 12, 24);
      expect(parseDateText(text, "de-DE"), text).toEqual(expected);
    }
  });
  it("reads US dates month first", () => {
    expect(parseDateText("12/24/2026", "en-US")).toEqual(d(2026, 12, 24));
    expect(parseDateText("24/12/2026", "en-US")).toBeNull();
  });
  it("reads dotted dates day first in every locale, as they are written in Germany", () => {
    // On the English page "01.03.2027" is 1 March: read month first it would terminate on 3 January.
    expect(parseDateText("01.03.2027", "en-US")).toEqual(d(2027, 3, 1));
    expect(parseDateText("24.12.2026", "en-US")).toEqual(d(2026, 12, 24));
    expect(parseDateText("1.3.2027", "en-US")).toEqual(d(2027, 3, 1));
    expect(parseDateText("12.24.2026", "en-US")).toBeNull();
    // Other separators keep the locale's order.
    expect(parseDateText("01/03/2027", "en-US")).toEqual(d(2027, 1, 3));
  });
  it("reads ISO dates in every locale", () => {
    expect(parseDateText("2026-12-24", "de-DE")).toEqual(d(2026, 12, 24));
    expect(parseDateText("2026-12-24", "en-US")).toEqual(d(2026, 12, 24));
  });
  it("refuses impossible dates, short years and other text", () => {
    for (const text of [
      "31.02.2026",
      "29.02.2025",
      "00.01.2026",
      "12.13.2026",
      "24.12.26",
      "24.12",
      "morgen",
      "",
      "1.2.3.4",
    ]) {
      expect(parseDateText(text, "de-DE"), text).toBeNull();
    }
    expect(parseDateText("29.02.2028", "de-DE")).toEqual(d(2028, 2, 29));
  });
  it("reads a time after the date when asked for one", () => {
    expect(parseDateText("24.12.2026 14:30", "de-DE", true)).toEqual(new CalendarDateTime(2026, 12, 24, 14, 30));
    expect(parseDateText("24.12.2026 9.05", "de-DE", true)).toEqual(new CalendarDateTime(2026, 12, 24, 9, 5));
    expect(parseDateText("24.12.2026", "de-DE", true)).toBeNull();
    expect(parseDateText("24.12.2026 24:00", "de-DE", true)).toBeNull();
  });
  it("round-trips what it formats", () => {
    for (const locale of ["de-DE", "en-US", "tr-TR"]) {
      const value = new CalendarDateTime(1999, 7, 31, 23, 59);
      expect(parseDateText(formatDateText(value, locale), locale, true)).toEqual(value);
    }
  });
});
