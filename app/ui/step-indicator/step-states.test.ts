import { describe, expect, it } from "vitest";
import { stepStates } from "./step-states";

describe("stepStates", () => {
  const steps = ["offer", "personal", "identity", "payment", "summary"];
  it("marks earlier steps completed, the current one current and later ones upcoming", () => {
    expect(stepStates(steps, "identity")).toEqual(["completed", "completed", "current", "upcoming", "upcoming"]);
    expect(stepStates(steps, "offer")[0]).toBe("current");
    expect(stepStates(steps, "summary").slice(0, 4)).toEqual(Array(4).fill("completed"));
  });
  it("treats an unknown step as not started", () => {
    expect(stepStates(steps, "elsewhere")).toEqual(Array(5).fill("upcoming"));
  });
});
