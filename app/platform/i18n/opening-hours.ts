import type { OpeningHours, Weekday } from "../api/types";

const WEEK: readonly Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
/** 1 January 2024 was a Monday: Intl names the weekdays from these dates. */
const FIRST_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

interface Style {
  time: Intl.DateTimeFormatOptions;
  /** "8" instead of "8:00" (de, en); Turkish keeps the 24-hour "08:00". */
  dropZeroMinutes: boolean;
  /** Written once after a time range, as in "8–20 Uhr". */
  suffix: string;
}

const STYLES: Record<string, Style> = {
  de: { time: { hour: "numeric", minute: "2-digit", hourCycle: "h23" }, dropZeroMinutes: true, suffix: " Uhr" },
  en: { time: { hour: "numeric", minute: "2-digit", hourCycle: "h12" }, dropZeroMinutes: true, suffix: "" },
  tr: { time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, dropZeroMinutes: false, suffix: "" },
};

function styleOf(locale: string): Style {
  return STYLES[locale.split("-")[0] ?? ""] ?? (STYLES.de as Style);
}

/** Weekday names and time formats per locale, built once. */
const cache = new Map<string, { days: string[]; time: Intl.DateTimeFormat; list: Intl.ListFormat }>();

function toolsFor(locale: string) {
  let tools = cache.get(locale);
  if (!tools) {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    tools = {
      days: WEEK.map((_, index) => weekday.format(FIRST_MONDAY + index * DAY_MS)),
      time: new Intl.DateTimeFormat(locale, { ...styleOf(locale).time, timeZone: "UTC" }),
      list: new Intl.ListFormat(locale, { type: "conjunction", style: "long" }),
    };
    cache.set(locale, tools);
  }
  return tools;
}

/** Runs of consecutive days: three or more read as a range ("Mon–Fri"), shorter ones as single days. */
function formatDays(days: readonly Weekday[], names: readonly string[]): string {
  const indexes = [...new Set(days.map((day) => WEEK.indexOf(day)))].filter((i) => i >= 0).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${names[run[0] ?? 0]}–${names[run.at(-1) ?? 0]}`] : run.map((index) => names[index]),
    )
    .join(", ");
}

/**
 * One time of day. Engines differ in the space before "AM" (Node: U+202F, Chromium: U+0020), which would break
 * hydration: every space becomes a no-break space, which also keeps "8 AM" on one line.
 */
function formatTime(value: string, locale: string): string {
  const [hours = 0, minutes = 0] = value.split(":").map(Number);
  const parts = toolsFor(locale).time.formatToParts(Date.UTC(2024, 0, 1, hours, minutes));
  const drop = styleOf(locale).dropZeroMinutes && minutes === 0;
  return parts
    .filter((part, index) => {
      if (!drop) return true;
      if (part.type === "minute") return false;
      // The separator before the minutes ("8:00" → "8").
      return !(part.type === "literal" && parts[index + 1]?.type === "minute");
    })
    .map((part) => part.value)
    .join("")
    .replace(/[\s\u202f]/gu, "\u00a0");
}

/**
 * Opening hours from the contract's structured data, worded for the locale with Intl's weekday names and times:
 * de "Mo–Sa 8–20 Uhr", en "Mon–Sat 8 AM–8 PM", tr "Pzt–Cmt 08:00–20:00"; several blocks joined as a list
 * ("Mo–Fr 8–20 Uhr und Sa 9:30–16 Uhr").
 */
export function formatOpeningHours(blocks: readonly OpeningHours[], locale: string): string {
  const { days, list } = toolsFor(locale);
  const { suffix } = styleOf(locale);
  return list.format(
    blocks.map(
      (block) =>
        `${formatDays(block.days, days)} ${formatTime(block.opens, locale)}–${formatTime(block.closes, locale)}${suffix}`,
    ),
  );
}
