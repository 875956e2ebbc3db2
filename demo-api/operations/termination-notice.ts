/**
 * The demo backend's own rule for when an extraordinary termination takes effect. It is written apart from the
 * app's `termination-rules.ts` on purpose: the demo stands in for the backend that checks the app, so a mistake
 * in the app's rule must not agree with itself here.
 */

/** Months of notice per extraordinary reason: a move within Germany ends the contract a month later (§ 60 Abs. 2 TKG). */
const NOTICE_MONTHS: Readonly<Record<string, number>> = { UmzugInland: 1 };

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The day `months` calendar months after `iso`; the month's last day when it is shorter (§ 188 Abs. 3 BGB). */
export function monthsAfter(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysIn(targetYear, targetMonth));
  return [
    String(targetYear).padStart(4, "0"),
    String(targetMonth).padStart(2, "0"),
    String(targetDay).padStart(2, "0"),
  ].join("-");
}

/** When an extraordinary termination declared on `today` for `reason` takes effect. */
export function specialTerminationDate(today: string, reason: string | undefined): string {
  const months = reason ? NOTICE_MONTHS[reason] : undefined;
  return months ? monthsAfter(today, months) : today;
}
