import { describe, expect, it } from "vitest";
import { earliestTerminationDate } from "../../app/features/termination/termination-rules";
import { monthsAfter, specialTerminationDate } from "./termination-notice";

describe("the demo backend's notice rule", () => {
  it.each([
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2100-01-31", 1, "2100-02-28"],
    ["2000-01-31", 1, "2000-02-29"],
    ["2026-03-31", 1, "2026-04-30"],
    ["2026-12-15", 1, "2027-01-15"],
    ["2026-11-30", 3, "2027-02-28"],
  ])("%s plus %i month(s) is %s", (from, months, expected) => {
    expect(monthsAfter(from, months)).toBe(expected);
  });

  it("gives a move within Germany a month's notice and every other reason none", () => {
    expect(specialTerminationDate("2026-05-31", "UmzugInland")).toBe("2026-06-30");
    expect(specialTerminationDate("2026-05-31", "UmzugAusland")).toBe("2026-05-31");
    expect(specialTerminationDate("2026-05-31", undefined)).toBe("2026-05-31");
  });

  it("agrees with the app's own rule, written apart, on every day of 2024 to 2028", () => {
    const config = { serviceTypes: [] };
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const today = new Date(time).toISOString().slice(0, 10);
      for (const reason of ["UmzugInland", "UmzugAusland"]) {
        const app = earliestTerminationDate(config, { cancellationType: "Special", reason }, today);
        expect(specialTerminationDate(today, reason), `${today} ${reason}`).toBe(app);
      }
    }
  });
});
