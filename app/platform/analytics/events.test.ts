import { describe, expect, it, vi } from "vitest";
import { type Delivery, startDelivery, track } from "./events";

describe("track on the server", () => {
  it("keeps nothing: no queue that would outlive the request", () => {
    expect(typeof window).toBe("undefined");
    track("termination_submitted", { label: "x", useCase: "o2" });
    const delivery: Delivery = { event: vi.fn(), page: vi.fn(), trackedPath: vi.fn() };
    startDelivery(delivery);
    expect(delivery.event).not.toHaveBeenCalled();
  });
});
