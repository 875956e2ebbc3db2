import { intlFormat } from "./intl-cache";

/**
 * The German calendar day of a moment as "YYYY-MM-DD", from `Intl` and the time zone database (the backend's days
 * are German days, whatever the server's time zone). The server pays nothing for `Intl`; the browser's copy in
 * `calendar.ts` avoids it for the first load (decision 0006) and is tested against this one.
 */
export function germanDay(moment: Date): string {
  return intlFormat(Intl.DateTimeFormat, "en-CA", { timeZone: "Europe/Berlin" }).format(moment);
}
