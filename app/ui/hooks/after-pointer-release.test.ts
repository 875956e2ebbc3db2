// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPointerRelease, trackPointer } from "./after-pointer-release";

const fire = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe("afterPointerRelease", () => {
  trackPointer();
  afterEach(() => {
    fire("pointerup");
    vi.useRealTimers();
  });

  it("shows at once when no pointer is down (a blur by the Tab key)", () => {
    const show = vi.fn();
    afterPointerRelease(show);
    expect(show).toHaveBeenCalledOnce();
  });

  it("waits while a press is held, and shows after the click that the release starts", () => {
    vi.useFakeTimers();
    const order: string[] = [];
    fire("pointerdown");
    afterPointerRelease(() => order.push("shown"));
    expect(order).toEqual([]);
    fire("pointerup");
    order.push("click");
    vi.runAllTimers();
    expect(order).toEqual(["click", "shown"]);
  });

  it("shows after a cancelled press too, once", () => {
    vi.useFakeTimers();
    const show = vi.fn();
    fire("pointerdown");
    afterPointerRelease(show);
    fire("pointercancel");
    fire("pointerup");
    vi.runAllTimers();
    expect(show).toHaveBeenCalledOnce();
  });
});
