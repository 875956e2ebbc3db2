import { describe, expect, it } from "vitest";
import { ENFORCEMENT_AUTHORITY, STATEMENT_CREATED, STATEMENT_REVIEWED, statementDate } from "./statement-facts";

describe("accessibility statement facts", () => {
  it("keeps the calendar day in Berlin", () => {
    const day = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", dateStyle: "short" });
    expect(day.format(statementDate("2026-03-29"))).toBe("29.03.26");
    expect(day.format(statementDate("2026-10-25"))).toBe("25.10.26");
  });

  it("is reviewed on or after it was written, and not in the future of this build's tests", () => {
    expect(statementDate(STATEMENT_REVIEWED).getTime()).toBeGreaterThanOrEqual(
      statementDate(STATEMENT_CREATED).getTime(),
    );
    expect(statementDate(STATEMENT_REVIEWED).getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
  });

  it("gives the authority a dialable number, an address and an https website", () => {
    expect(ENFORCEMENT_AUTHORITY.phoneNumber).toMatch(/^\+49\d{6,}$/);
    expect(ENFORCEMENT_AUTHORITY.displayPhone.replace(/\D/g, "")).toBe(ENFORCEMENT_AUTHORITY.phoneNumber.slice(1));
    expect(ENFORCEMENT_AUTHORITY.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(new URL(ENFORCEMENT_AUTHORITY.website).protocol).toBe("https:");
  });
});
