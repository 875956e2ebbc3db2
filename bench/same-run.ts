/**
 * Same-run comparison: a page's figures beside the baseline's measured in the same run (interleaved), and the
 * goals of issue 26 as pure checks on both. Every figure a bench reports as a goal goes through here.
 */

/** The median of a list (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** `value / base`, rounded to two places; NaN where the base is 0 or unknown. */
export function ratio(value: number, base: number): number {
  return base > 0 ? Math.round((value / base) * 100) / 100 : Number.NaN;
}

/**
 * Round-by-round ratios of two lists measured in the same rounds (the page over the baseline run right after it, or
 * one build over another), with their lowest, median and highest: on a shared machine the spread of the rounds says
 * how far a median ratio can be trusted. Rounds where either side is missing or the base is 0 are left out.
 */
export function pairedRatios(values: readonly number[], bases: readonly number[]) {
  const rounds = values.map((value, i) => ratio(value, bases[i] ?? Number.NaN)).filter((r) => Number.isFinite(r));
  const sorted = [...rounds].sort((a, b) => a - b);
  return { rounds, min: sorted[0] ?? Number.NaN, median: median(rounds), max: sorted.at(-1) ?? Number.NaN };
}

/** "2.65 (2.31–3.10)": a paired ratio's median with its range, for a table cell. */
export function spreadText(paired: { median: number; min: number; max: number }): string {
  return Number.isFinite(paired.median) ? `${paired.median} (${paired.min}–${paired.max})` : "–";
}

export interface GoalCheck {
  goal: string;
  value: number;
  limit: number;
  pass: boolean;
  /** The value must be at least the limit (a score), not at most. */
  atLeast?: boolean;
  /** No figure to check (a run without the profile the goal needs): neither met nor missed. */
  unmeasured?: boolean;
}

/** A goal checked and not met; one without a figure is not counted as missed. Pure. */
export function isMissed(check: GoalCheck): boolean {
  return !check.unmeasured && !check.pass;
}

/** Lighthouse's figures of one page (medians): score 0–100, times in ms. */
export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Main-thread work (Lighthouse's `mainthread-work-breakdown`, at its 4× slowdown), ms. */
  mainThread: number;
  longTasks: number;
}

/**
 * Issue 26's Lighthouse goals: score ≥ the baseline's − 3 (points of 100); TBT ≤ 1.5 × the baseline's + 50 ms;
 * main-thread work ≤ 2 × the baseline's; LCP ≤ 2.0 s; CLS ≤ 0.02.
 */
export function lighthouseGoals(page: LighthouseFigures, baseline: LighthouseFigures): GoalCheck[] {
  const check = (goal: string, value: number, limit: number, pass: boolean) => ({ goal, value, limit, pass });
  return [
    { ...check("score", page.score, baseline.score - 3, page.score >= baseline.score - 3), atLeast: true },
    check("TBT", page.tbt, 1.5 * baseline.tbt + 50, page.tbt <= 1.5 * baseline.tbt + 50),
    check("main-thread work", page.mainThread, 2 * baseline.mainThread, page.mainThread <= 2 * baseline.mainThread),
    check("LCP", page.lcp, 2000, page.lcp <= 2000),
    check("CLS", page.cls, 0.02, page.cls <= 0.02),
  ];
}

/** Interaction latency goal ("good" INP in Core Web Vitals): every interaction ≤ 200 ms. */
export const INTERACTION_GOAL_MS = 200;

/** Issue 26's server goals: CPU per request ≤ 2 × React's render of the page; p99 ≤ 3 × the baseline's; no non-2xx. */
export function serverGoals(
  page: { cpuOverRender: number; p99Ms: number; failed: number },
  baseline: { p99Ms: number },
): GoalCheck[] {
  // Without a CPU profile (BENCH_PROFILE_DURATION=0) there is no render share, and so no ratio to check.
  const renderMeasured = Number.isFinite(page.cpuOverRender);
  return [
    {
      goal: "CPU ÷ render",
      value: page.cpuOverRender,
      limit: 2,
      pass: renderMeasured && page.cpuOverRender <= 2,
      ...(renderMeasured ? {} : { unmeasured: true }),
    },
    { goal: "p99", value: page.p99Ms, limit: 3 * baseline.p99Ms, pass: page.p99Ms <= 3 * baseline.p99Ms },
    { goal: "non-2xx and errors", value: page.failed, limit: 0, pass: page.failed === 0 },
  ];
}

/** "TBT ✓" / "LCP ✗ (2 140 > 2 000)": one goal's verdict for a table cell. */
export function verdict(check: GoalCheck): string {
  const round = (n: number) => (Number.isInteger(n) || Math.abs(n) >= 10 ? Math.round(n) : Math.round(n * 1000) / 1000);
  if (check.unmeasured) return `${check.goal} not measured`;
  return check.pass
    ? `${check.goal} ✓`
    : `${check.goal} ✗ (${round(check.value)} ${check.atLeast ? "<" : ">"} ${round(check.limit)})`;
}
