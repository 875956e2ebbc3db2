/** Today's calendar day in Germany as "YYYY-MM-DD" (the backend's day, whatever the server's time zone). */
export function germanToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(now);
}
