import { describe, expect, it } from "vitest";
import {
  frameGoals,
  interactionGoal,
  isMissed,
  lighthouseGoals,
  median,
  pairedRatios,
  ratio,
  serverGoals,
  spreadText,
  verdict,
} from "./same-run";

const empty = { score: 98, fcp: 800, lcp: 900, tbt: 20, cls: 0, mainThread: 1000, longTasks: 2 };
const frame = { ...empty, score: 96, tbt: 60, mainThread: 1400 };

describe("lighthouseGoals", () => {
  it("passes a page exactly at every limit", () => {
    const page = { score: 96, fcp: 900, lcp: 1200, tbt: 70, cls: 0.0004, mainThread: 2100, longTasks: 5 };
    expect(lighthouseGoals(page, empty, frame).every((g) => g.pass)).toBe(true);
  });

  it("fails each goal just past its limit: score and TBT against the empty page, main-thread work the frame's", () => {
    const page = { score: 95, fcp: 900, lcp: 1201, tbt: 71, cls: 0.001, mainThread: 2101, longTasks: 5 };
    expect(lighthouseGoals(page, empty, frame).map((g) => [g.goal, g.pass])).toEqual([
      ["score", false],
      ["TBT − empty", false],
      ["main-thread ÷ frame", false],
      ["LCP", false],
      ["CLS", false],
    ]);
  });

  it("measures TBT additively: a page blocking 40 ms over an empty page's 3 ms passes", () => {
    const [, tbt] = lighthouseGoals({ ...empty, tbt: 43 }, { ...empty, tbt: 3 }, frame);
    expect(tbt?.pass).toBe(true);
  });

  it("writes a missed score as below its limit, a missed time as above", () => {
    const [score, tbt] = lighthouseGoals({ ...empty, score: 90, tbt: 400 }, empty, frame);
    expect(score && verdict(score)).toBe("score ✗ (90 < 96)");
    expect(tbt && verdict(tbt)).toBe("TBT − empty ✗ (380 > 50)");
  });
});

describe("frameGoals", () => {
  it("holds the frame page to 1.5 × the empty page's main-thread work", () => {
    expect(frameGoals({ ...empty, mainThread: 1500 }, empty)[0]?.pass).toBe(true);
    expect(frameGoals({ ...empty, mainThread: 1501 }, empty)[0]?.pass).toBe(false);
  });
});

describe("interactionGoal", () => {
  it("is 200 ms, or the empty app's + 100 ms when that is lower", () => {
    expect(interactionGoal(200, 150)).toMatchObject({ limit: 200, pass: true });
    expect(interactionGoal(201, 150).pass).toBe(false);
    expect(interactionGoal(120, 16)).toMatchObject({ limit: 116, pass: false });
    expect(interactionGoal(116, 16).pass).toBe(true);
  });
});

describe("serverGoals", () => {
  const page = { cpuMsPerRequest: 3, renderMsPerRequest: 0.8, backendCalls: 2, p99Ms: 25, failed: 0 };
  it("allows a page the frame page's CPU + 1.5 × its render + 0.3 ms per backend call", () => {
    // 1.2 + 1.2 + 0.6 = 3.0
    expect(serverGoals(page, { cpuMsPerRequest: 0.8, p99Ms: 10 }, { cpuMsPerRequest: 1.2 })[0]?.pass).toBe(true);
    expect(
      serverGoals({ ...page, cpuMsPerRequest: 3.01 }, { cpuMsPerRequest: 0.8, p99Ms: 10 }, { cpuMsPerRequest: 1.2 })[0]
        ?.pass,
    ).toBe(false);
  });

  it("holds the frame page itself to 1.5 × the empty page's CPU, and p99 to 2.5 × the empty page's", () => {
    const goals = serverGoals({ ...page, cpuMsPerRequest: 1.2 }, { cpuMsPerRequest: 0.8, p99Ms: 10 }, null);
    expect(goals.map((g) => [g.goal, g.pass])).toEqual([
      ["CPU ÷ empty", true],
      ["p99", true],
      ["non-2xx and errors", true],
    ]);
    expect(
      serverGoals({ ...page, p99Ms: 26, failed: 1 }, { cpuMsPerRequest: 1, p99Ms: 10 }, null).map((g) => g.pass),
    ).toEqual([false, false, false]);
  });

  it("neither meets nor misses a page's CPU goal when no profile gave its render", () => {
    const [cpu] = serverGoals(
      { ...page, renderMsPerRequest: Number.NaN },
      { cpuMsPerRequest: 1, p99Ms: 10 },
      { cpuMsPerRequest: 1 },
    );
    expect(cpu && [cpu.pass, isMissed(cpu)]).toEqual([false, false]);
  });
});

describe("median and ratio", () => {
  it("takes the middle value (the upper of two) and rounds ratios to two places", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1])).toBe(4);
    expect(median([])).toBeNaN();
    expect(ratio(2, 3)).toBe(0.67);
    expect(ratio(1, 0)).toBeNaN();
  });
});

describe("pairedRatios", () => {
  it("divides round by round and gives the lowest, median and highest ratio", () => {
    const paired = pairedRatios([2000, 3000, 1500], [1000, 1000, 1000]);
    expect(paired.rounds).toEqual([2, 3, 1.5]);
    expect([paired.min, paired.median, paired.max]).toEqual([1.5, 2, 3]);
    expect(spreadText(paired)).toBe("2 (1.5–3)");
  });

  it("leaves out rounds without a base, and reports nothing for no rounds", () => {
    const paired = pairedRatios([100, 200, 300], [0, 100]);
    expect(paired.rounds).toEqual([2]);
    expect(spreadText(pairedRatios([], []))).toBe("–");
  });

  it("is not the ratio of the medians: each round is compared with its own base", () => {
    // The medians' ratio is 200 / 100 = 2; round by round the page took 0.33, 4 and 3 times its base.
    const paired = pairedRatios([100, 200, 300], [300, 50, 100]);
    expect(ratio(median([100, 200, 300]), median([300, 50, 100]))).toBe(2);
    expect(paired.rounds).toEqual([0.33, 4, 3]);
    expect(paired.median).toBe(3);
  });
});
