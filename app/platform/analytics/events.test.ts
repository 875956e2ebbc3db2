// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type EventId, track } from "./events";

afterEach(() => {
  window.dataLayer = undefined;
});

describe("track", () => {
  it("pushes a catalogued event with its payload", () => {
    track("termination_submitted", { label: "success/Mobilfunk/Regular/now", useCase: "o2" });
    expect(window.dataLayer).toEqual([
      { event: "termination_submitted", label: "success/Mobilfunk/Regular/now", useCase: "o2" },
    ]);
  });

  it("clears the previous ecommerce object before an ecommerce event", () => {
    track("view_item_list", { ecommerce: { currency: "EUR", value: 10, items: [] } });
    expect(window.dataLayer?.[0]).toEqual({ ecommerce: null });
    expect(window.dataLayer?.[1]).toMatchObject({ event: "view_item_list" });
  });

  it("warns and pushes nothing for an unknown tracking id", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    track("no_such_event" as EventId, { label: "x", useCase: "o2" } as never);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no_such_event"));
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
