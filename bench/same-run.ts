/**
 * Same-run comparison: a page's figures beside the baselines measured in the same run (interleaved) — the empty React
 * Router page and the frame page — and the goals as pure checks on them. Every figure a bench reports as a goal goes
 * through here; docs/performance.md says why each goal is set as it is.
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
 * The Lighthouse goals of a page, beside the two baselines measured in the same rounds: the empty React Router page
 * (bench/baseline-app) and the frame page (`/angebot`: the product's lightest page — frame, catalogue, analytics,
 * loader, one text). Score ≥ the empty page's − 2; TBT at most 50 ms above the empty page's (additive: a ratio to a
 * page that blocks for a few milliseconds says nothing); main-thread work ≤ 1.5 × the frame page's; LCP ≤ 1.2 s;
 * CLS 0 (to three decimals).
 */
export function lighthouseGoals(
  page: LighthouseFigures,
  empty: LighthouseFigures,
  frame: LighthouseFigures,
): GoalCheck[] {
  const check = (goal: string, value: number, limit: number, pass: boolean) => ({ goal, value, limit, pass });
  return [
    { ...check("score", page.score, empty.score - 2, page.score >= empty.score - 2), atLeast: true },
    check("TBT − empty", page.tbt - empty.tbt, 50, page.tbt - empty.tbt <= 50),
    check(
      "main-thread ÷ frame",
      ratio(page.mainThread, frame.mainThread),
      1.5,
      page.mainThread <= 1.5 * frame.mainThread,
    ),
    check("LCP", page.lcp, 1200, page.lcp <= 1200),
    check("CLS", page.cls, 0, Math.round(page.cls * 1000) === 0),
  ];
}

/** The frame page's own goal: its main-thread work ≤ 1.5 × the empty page's, in the same rounds. */
export function frameGoals(frame: LighthouseFigures, empty: LighthouseFigures): GoalCheck[] {
  return [
    {
      goal: "main-thread ÷ empty",
      value: ratio(frame.mainThread, empty.mainThread),
      limit: 1.5,
      pass: frame.mainThread <= 1.5 * empty.mainThread,
    },
  ];
}

/** Interaction latency goal ("good" INP in Core Web Vitals): every interaction ≤ 200 ms. */
export const INTERACTION_GOAL_MS = 200;
/** … and at most this much above the same interaction on the empty React Router app, in the same round. */
export const INTERACTION_MARGIN_MS = 100;

/**
 * One interaction of one round against the same interaction on the empty app in that round: ≤ 200 ms and ≤ the empty
 * app's + 100 ms. Every interaction of every round must pass, not only the medians.
 */
export function interactionGoal(ms: number, emptyMs: number): GoalCheck {
  const limit = Math.min(INTERACTION_GOAL_MS, emptyMs + INTERACTION_MARGIN_MS);
  return { goal: "interaction", value: ms, limit, pass: ms <= limit };
}

/** What a bench knows of a page's server cost: CPU per request and React's render of it, in ms, and its backend calls. */
export interface ServerFigures {
  cpuMsPerRequest: number;
  /** NaN without a CPU profile. */
  renderMsPerRequest: number;
  backendCalls: number;
  p99Ms: number;
  failed: number;
}

/** The client's cost of one backend call, as measured for `fetch` (docs/performance.md): the pages' allowance. */
export const BACKEND_CALL_MS = 0.3;

/**
 * The server goals, below saturation (10 connections), beside the empty page and the frame page measured in the same
 * run: the frame page's CPU per request ≤ 1.5 × the empty page's; a page's ≤ the frame page's + 1.5 × its own render
 * + 0.3 ms per backend call; p99 ≤ 2.5 × the empty page's; zero non-2xx. `frame` is null for the frame page itself.
 */
export function serverGoals(
  page: ServerFigures,
  empty: { cpuMsPerRequest: number; p99Ms: number },
  frame: { cpuMsPerRequest: number } | null,
): GoalCheck[] {
  const cpu: GoalCheck = frame
    ? (() => {
        const limit = frame.cpuMsPerRequest + 1.5 * page.renderMsPerRequest + BACKEND_CALL_MS * page.backendCalls;
        return Number.isFinite(limit)
          ? { goal: "CPU", value: page.cpuMsPerRequest, limit, pass: page.cpuMsPerRequest <= limit }
          : { goal: "CPU", value: page.cpuMsPerRequest, limit, pass: false, unmeasured: true };
      })()
    : {
        goal: "CPU ÷ empty",
        value: ratio(page.cpuMsPerRequest, empty.cpuMsPerRequest),
        limit: 1.5,
        pass: page.cpuMsPerRequest <= 1.5 * empty.cpuMsPerRequest,
      };
  return [
    cpu,
    { goal: "p99", value: page.p99Ms, limit: 2.5 * empty.p99Ms, pass: page.p99Ms <= 2.5 * empty.p99Ms },
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
