/**
 * The rules `npm run bench:size` holds every route's first load to, beside its budget (bench/budgets.ts). Pure: the
 * bench measures, this says what is wrong and by how much.
 *
 * - At most ten module files: the paint-first loader starts each in tasks of its own (a preload, an evaluation),
 *   and a slow line pays per request. A route with more has a module that belongs in a chunk group
 *   (bench/chunk-groups.ts).
 * - At least 2 kB (2048 B gzip) under the budget: room for what every route gains next (a route row, a language,
 *   the frame), so that the next of them does not find a route with no room left.
 * Routes without a budget (the developer pages) are held to none of them.
 */

export const MAX_FIRST_LOAD_FILES = 10;
export const MIN_ROOM_BYTES = 2048;

/** What the bench measured of a route's first load. */
export interface RouteSize {
  route: string;
  files: number;
  /** Gzip bytes of all its files. */
  gzip: number;
  /** Its budget in kB (1000 B), null for a route without one. */
  budgetKb: number | null;
  /** The design system's share (gzip bytes) and its limit in kB, null without one. */
  designSystemGzip: number;
  designSystemBudgetKb: number | null;
}

export type SizeRule = "budget" | "room" | "files" | "design system";

export interface SizeProblem {
  route: string;
  rule: SizeRule;
  /** What is wrong and by how much, for the console. */
  message: string;
}

const bytes = (n: number) => `${Math.round(n).toLocaleString("en-US").replaceAll(",", " ")} B`;

/** Bytes left under the budget (negative: over it); null without a budget. */
export function roomOf(size: Pick<RouteSize, "gzip" | "budgetKb">): number | null {
  return size.budgetKb === null ? null : size.budgetKb * 1000 - size.gzip;
}

/** Every rule a route breaks, each with its figure; none for a route within all of them. */
export function sizeProblems(size: RouteSize): SizeProblem[] {
  const problems: SizeProblem[] = [];
  const room = roomOf(size);
  if (room === null) return problems;
  const problem = (rule: SizeRule, message: string) => problems.push({ route: size.route, rule, message });
  if (room < 0) problem("budget", `${bytes(-room)} over its ${size.budgetKb} kB budget (${bytes(size.gzip)} gzip)`);
  else if (room < MIN_ROOM_BYTES)
    problem(
      "room",
      `${bytes(room)} under its ${size.budgetKb} kB budget, ${bytes(MIN_ROOM_BYTES - room)} short of the ${bytes(MIN_ROOM_BYTES)} every route keeps free`,
    );
  if (size.files > MAX_FIRST_LOAD_FILES)
    problem(
      "files",
      `${size.files} files in its first load, ${size.files - MAX_FIRST_LOAD_FILES} more than the ${MAX_FIRST_LOAD_FILES} allowed (bench/chunk-groups.ts)`,
    );
  if (size.designSystemBudgetKb !== null && size.designSystemGzip > size.designSystemBudgetKb * 1000)
    problem(
      "design system",
      `the design system's share is ${bytes(size.designSystemGzip - size.designSystemBudgetKb * 1000)} over its ${size.designSystemBudgetKb} kB`,
    );
  return problems;
}
