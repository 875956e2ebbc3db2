import { describe, expect, it } from "vitest";
import { ageOn, birthDateOf, birthDateParts, birthDateProblem } from "./birth-date-rules";

describe("birth date rules", () => {
  it("reads real calendar days only", () => {
    expect(birthDateOf("12", "8", "1984")).toBe("1984-08-12");
    expect(birthDateOf(" 1 ", "01", "2000")).toBe("2000-01-01");
    expect(birthDateOf("29", "2", "2000")).toBe("2000-02-29");
    expect(birthDateOf("29", "2", "2023")).toBeNull();
    expect(birthDateOf("31", "4", "1990")).toBeNull();
    expect(birthDateOf("0", "4", "1990")).toBeNull();
    expect(birthDateOf("1", "13", "1990")).toBeNull();
    expect(birthDateOf("1", "1", "90")).toBeNull();
    expect(birthDateOf("1", "1", "1899")).toBeNull();
    expect(birthDateOf("a", "1", "1990")).toBeNull();
  });

  it("counts whole years, the birthday itself included", () => {
    expect(ageOn("2007-06-15", "2025-06-14")).toBe(17);
    expect(ageOn("2007-06-15", "2025-06-15")).toBe(18);
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });

  it("names the first problem: missing, no date, future, under 18", () => {
    const today = "2025-06-15";
    expect(birthDateProblem("", "6", "2000", today)).toBe("required");
    expect(birthDateProblem("31", "6", "2000", today)).toBe("date");
    expect(birthDateProblem("16", "6", "2025", today)).toBe("future");
    expect(birthDateProblem("16", "6", "2007", today)).toBe("tooYoung");
    expect(birthDateProblem("15", "6", "2007", today)).toBeNull();
  });

  it("splits a saved date into the fields", () => {
    expect(birthDateParts("1984-08-12")).toEqual({ birthDay: "12", birthMonth: "08", birthYear: "1984" });
    expect(birthDateParts(undefined)).toEqual({ birthDay: "", birthMonth: "", birthYear: "" });
  });
});
