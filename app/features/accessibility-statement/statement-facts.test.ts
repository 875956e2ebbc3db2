import { describe, expect, it } from "vitest";
import { germanDay } from "~/platform/i18n/calendar";
import { ENFORCEMENT_AUTHORITY, STATEMENT_CREATED, STATEMENT_REVIEWED } from "./statement-facts";

describe("accessibility statement facts", () => {
  it("gives both dates as calendar days, reviewed on or after it was written and not in the future", () => {
    for (const day of [STATEMENT_CREATED, STATEMENT_REVIEWED]) {
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
    expect(STATEMENT_REVIEWED >= STATEMENT_CREATED).toBe(true);
    expect(STATEMENT_REVIEWED <= germanDay(new Date())).toBe(true);
  });

  it("gives the authority a dialable number, an address and an https website", () => {
    expect(ENFORCEMENT_AUTHORITY.phoneNumber).toMatch(/^\+49\d{6,}$/);
    expect(ENFORCEMENT_AUTHORITY.displayPhone.replace(/\D/g, "")).toBe(ENFORCEMENT_AUTHORITY.phoneNumber.slice(1));
    expect(ENFORCEMENT_AUTHORITY.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(new URL(ENFORCEMENT_AUTHORITY.website).protocol).toBe("https:");
  });
});
