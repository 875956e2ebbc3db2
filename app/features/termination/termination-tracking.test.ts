// @vitest-environment happy-dom
// The analytics module, which a page loads after hydration: what the code tracks reaches the data layer at once.
import "~/platform/analytics/delivery";
import { afterEach, describe, expect, it } from "vitest";
import { trackTermination, trackTerminationFailure } from "./termination-tracking";

afterEach(() => {
  window.dataLayer = undefined;
});

describe("termination tracking", () => {
  it("sends the label and the brand slug as use case", () => {
    trackTermination("termination_submit_clicked", "blau", { serviceType: "mobile", cancellationType: "Regular" });
    trackTermination(
      "termination_submitted",
      "blau",
      { serviceType: "mobile", cancellationType: "Special", selectTerminationDate: "later" },
      "success",
    );
    trackTerminationFailure(
      "termination_submit_failed",
      "o2",
      { serviceType: "dsl", cancellationType: "Regular" },
      "invalid",
    );
    expect(window.dataLayer).toEqual([
      { event: "termination_submit_clicked", label: "mobile/Regular/now", useCase: "blau" },
      { event: "termination_submitted", label: "success/mobile/Special/later", useCase: "blau" },
      {
        event: "termination_submit_failed",
        label: "failure/dsl/Regular/now",
        useCase: "o2",
        detail: { reason: "invalid" },
      },
    ]);
  });
});
