import { describe, expect, it } from "vitest";
import type { TerminationConfig } from "~/platform/api/types";
import {
  addDays,
  addMonths,
  earliestTerminationDate,
  effectiveDate,
  latestTerminationDate,
  reasonNeedsProof,
  selectableReasons,
  terminationLabel,
  trackingChoice,
} from "./termination-rules";

const config: Pick<TerminationConfig, "serviceTypes" | "reasons"> = {
  serviceTypes: [
    { id: "mobile", earliestTerminationDate: "2026-12-21" },
    { id: "dsl", earliestTerminationDate: "2027-02-19" },
  ],
  reasons: [
    { id: "None", proofRequired: false },
    { id: "UmzugAusland", proofRequired: true },
    { id: "TechnischeProbleme", proofRequired: false },
  ],
};

describe("earliestTerminationDate", () => {
  const today = "2026-11-21";
  it("is the service type's earliest date for a regular termination", () => {
    expect(earliestTerminationDate(config, { serviceType: "dsl", cancellationType: "Regular" }, today)).toBe(
      "2027-02-19",
    );
  });
  it("is today for an extraordinary termination", () => {
    expect(earliestTerminationDate(config, { serviceType: "dsl", cancellationType: "Special" }, today)).toBe(today);
    const abroad = { serviceType: "dsl", cancellationType: "Special", reason: "UmzugAusland" };
    expect(earliestTerminationDate(config, abroad, today)).toBe(today);
  });
  it("is one month later for a move within Germany (§ 60 Abs. 2 TKG)", () => {
    const move = { serviceType: "dsl", cancellationType: "Special", reason: "UmzugInland" };
    expect(earliestTerminationDate(config, move, today)).toBe("2026-12-21");
    expect(earliestTerminationDate(config, { ...move, cancellationType: "Regular" }, today)).toBe("2027-02-19");
  });
  it("adds months to the same day, or the month's last day when it has no such day", () => {
    expect(addMonths("2026-11-25", 1)).toBe("2026-12-25");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
  });
  it("is the soonest service date before a service is chosen", () => {
    expect(earliestTerminationDate(config, {}, today)).toBe("2026-12-21");
  });
  it("never lies in the past", () => {
    expect(earliestTerminationDate(config, { serviceType: "mobile" }, "2027-01-10")).toBe("2027-01-10");
  });
});

describe("dates", () => {
  it("allows later dates up to two years after the earliest date", () => {
    expect(latestTerminationDate("2026-12-21")).toBe("2028-12-20");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
  it("takes effect at the earliest date unless a later one is chosen", () => {
    expect(effectiveDate("2026-12-21", "now", "2027-05-01")).toBe("2026-12-21");
    expect(effectiveDate("2026-12-21", undefined, undefined)).toBe("2026-12-21");
    expect(effectiveDate("2026-12-21", "later", "2027-05-01")).toBe("2027-05-01");
  });
});

describe("reasons", () => {
  it("offers every reason but None and knows which need a proof", () => {
    expect(selectableReasons(config).map((r) => r.id)).toEqual(["UmzugAusland", "TechnischeProbleme"]);
    expect(reasonNeedsProof(config, "UmzugAusland")).toBe(true);
    expect(reasonNeedsProof(config, "TechnischeProbleme")).toBe(false);
    expect(reasonNeedsProof(config, undefined)).toBe(false);
  });
});

describe("trackingChoice", () => {
  it("fills what is not chosen yet with none and defaults the date to now", () => {
    expect(trackingChoice({})).toEqual({ serviceType: "none", cancellationType: "none", dateChoice: "now" });
    expect(
      trackingChoice({ serviceType: "mobile", cancellationType: "Special", selectTerminationDate: "later" }),
    ).toEqual({
      serviceType: "mobile",
      cancellationType: "Special",
      dateChoice: "later",
    });
  });
});

describe("terminationLabel", () => {
  const base = { serviceType: "Mobilfunk", cancellationType: "Regular", dateChoice: "now" } as const;
  it("joins service type, cancellation type and date choice with slashes", () => {
    expect(terminationLabel(base)).toBe("Mobilfunk/Regular/now");
    expect(terminationLabel({ ...base, cancellationType: "Special", dateChoice: "later" })).toBe(
      "Mobilfunk/Special/later",
    );
  });
  it("prefixes success or failure", () => {
    expect(terminationLabel({ ...base, outcome: "success" })).toBe("success/Mobilfunk/Regular/now");
    expect(terminationLabel({ ...base, outcome: "failure" })).toBe("failure/Mobilfunk/Regular/now");
  });
});
