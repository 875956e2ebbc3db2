import { describe, expect, it } from "vitest";
import { isMissed, lighthouseGoals, median, pairedRatios, ratio, serverGoals, spreadText, verdict } from "./same-run";

const base = { score: 98, fcp: 800, lcp: 900, tbt: 100, cls: 0, mainThread: 1000, longTasks: 2 };

describe("lighthouseGoals", () => {
  it("passes a page exactly at every limit", () => {
    const page = { score: 95, fcp: 900, lcp: 2000, tbt: 200, cls: 0.02, mainThread: 2000, longTasks: 5 };
    expect(lighthouseGoals(page, base).every((g) => g.pass)).toBe(true);
  });

  it("fails each goal just past its limit, relative to the baseline where the goal is", () => {
    const page = { score: 94, fcp: 900, lcp: 2001, tbt: 201, cls: 0.021, mainThread: 2001, longTasks: 5 };
    expect(lighthouseGoals(page, base).map((g) => [g.goal, g.pass])).toEqual([
      ["score", false],
      ["TBT", false],
      ["main-thread work", false],
      ["LCP", false],
      ["CLS", false],
    ]);
  });

  it("writes a missed score as below its limit, a missed time as above", () => {
    const [score, tbt] = lighthouseGoals({ ...base, score: 90, tbt: 400 }, base);
    expect(score && verdict(score)).toBe("score ✗ (90 < 95)");
    expect(tbt && verdict(tbt)).toBe("TBT ✗ (400 > 200)");
  });
});

describe("serverGoals", () => {
  it("checks CPU against twice the render, p99 against three times the baseline's, and no failures", () => {
    expect(serverGoals({ cpuOverRender: 2, p99Ms: 300, failed: 0 }, { p99Ms: 100 }).every((g) => g.pass)).toBe(true);
    expect(serverGoals({ cpuOverRender: 2.7, p99Ms: 301, failed: 1 }, { p99Ms: 100 }).map((g) => g.pass)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("neither meets nor misses CPU ÷ render when no profile gave a render share", () => {
    const [cpu, p99] = serverGoals({ cpuOverRender: Number.NaN, p99Ms: 400, failed: 0 }, { p99Ms: 100 });
    expect(cpu && [cpu.pass, isMissed(cpu), verdict(cpu)]).toEqual([false, false, "CPU ÷ render not measured"]);
    expect(p99 && [isMissed(p99), verdict(p99)]).toEqual([true, "p99 ✗ (400 > 300)"]);
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
