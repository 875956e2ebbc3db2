import { describe, expect, it } from "vitest";
import { MAX_FIRST_LOAD_FILES, MIN_ROOM_BYTES, type RouteSize, roomOf, sizeProblems } from "./size-rules";

const route = (size: Partial<RouteSize>): RouteSize => ({
  route: "/idv/:token",
  files: 9,
  gzip: 120_000,
  budgetKb: 125,
  designSystemGzip: 2_000,
  designSystemBudgetKb: 20,
  ...size,
});

const rules = (size: Partial<RouteSize>) => sizeProblems(route(size)).map((problem) => problem.rule);

describe("sizeProblems", () => {
  it("finds nothing wrong with a route of ten files and 2 kB of room", () => {
    expect(sizeProblems(route({ files: MAX_FIRST_LOAD_FILES, gzip: 125_000 - MIN_ROOM_BYTES }))).toEqual([]);
  });

  it("fails a route one byte short of its room, and says by how much", () => {
    const [problem] = sizeProblems(route({ gzip: 125_000 - MIN_ROOM_BYTES + 1 }));
    expect(problem?.rule).toBe("room");
    expect(problem?.message).toBe("2 047 B under its 125 kB budget, 1 B short of the 2 048 B every route keeps free");
  });

  it("fails the route that had 5 bytes left, as /idv/<token> had", () => {
    expect(rules({ gzip: 124_995 })).toEqual(["room"]);
  });

  it("says over budget, not short of room, for a route above its budget", () => {
    const problems = sizeProblems(route({ gzip: 125_300 }));
    expect(problems).toEqual([
      { route: "/idv/:token", rule: "budget", message: "300 B over its 125 kB budget (125 300 B gzip)" },
    ]);
  });

  it("fails eleven files, and names how many too many", () => {
    const [problem] = sizeProblems(route({ files: MAX_FIRST_LOAD_FILES + 1 }));
    expect(problem?.rule).toBe("files");
    expect(problem?.message).toContain("11 files in its first load, 1 more than the 10 allowed");
  });

  it("reports every rule a route breaks", () => {
    expect(rules({ files: 23, gzip: 126_000, designSystemGzip: 21_000 })).toEqual(["budget", "files", "design system"]);
  });

  it("holds a route without a budget (the developer pages) to none of the rules", () => {
    expect(sizeProblems(route({ budgetKb: null, designSystemBudgetKb: null, files: 26, gzip: 163_000 }))).toEqual([]);
  });
});

describe("roomOf", () => {
  it("is the bytes under the budget in kB of 1000 B, negative above it, null without one", () => {
    expect(roomOf({ gzip: 122_952, budgetKb: 125 })).toBe(2_048);
    expect(roomOf({ gzip: 125_001, budgetKb: 125 })).toBe(-1);
    expect(roomOf({ gzip: 1, budgetKb: null })).toBeNull();
  });
});
