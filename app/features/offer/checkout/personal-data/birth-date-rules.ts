/** The customer's birth date, typed as day, month and year: a real date, not in the future, 18 or older. */
export const ADULT_AGE = 18;
/** Years before this are typing mistakes, not customers. */
export const EARLIEST_BIRTH_YEAR = 1900;

export type BirthDateProblem = "required" | "date" | "future" | "tooYoung";

const DIGITS = /^\d{1,4}$/;

/** "YYYY-MM-DD" of the three fields, or null when they make no real calendar day (31 April, 29 Feb 2023, …). */
export function birthDateOf(day: string, month: string, year: string): string | null {
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!DIGITS.test(d) || !DIGITS.test(m) || !/^\d{4}$/.test(y)) return null;
  const [dn, mn, yn] = [Number(d), Number(m), Number(y)];
  if (yn < EARLIEST_BIRTH_YEAR || mn < 1 || mn > 12 || dn < 1) return null;
  const daysInMonth = new Date(Date.UTC(yn, mn, 0)).getUTCDate();
  if (dn > daysInMonth) return null;
  return `${y}-${String(mn).padStart(2, "0")}-${String(dn).padStart(2, "0")}`;
}

/** Age in whole years on `today`; both ISO dates. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** What is wrong with a typed birth date, if anything. */
export function birthDateProblem(day: string, month: string, year: string, today: string): BirthDateProblem | null {
  if (!day.trim() || !month.trim() || !year.trim()) return "required";
  const date = birthDateOf(day, month, year);
  if (!date) return "date";
  if (date > today) return "future";
  return ageOn(date, today) < ADULT_AGE ? "tooYoung" : null;
}

/** A saved birth date split into the three fields (empty when there is none). */
export function birthDateParts(iso: string | undefined): { birthDay: string; birthMonth: string; birthYear: string } {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return { birthDay: "", birthMonth: "", birthYear: "" };
  return { birthDay: match[3] ?? "", birthMonth: match[2] ?? "", birthYear: match[1] ?? "" };
}
