import { describe, expect, it } from "vitest";
import { SLIDER } from "./slider-constants";
import { sliderOptions, startsAtScreenEdge } from "./slider-options";

describe("startsAtScreenEdge", () => {
  it("leaves touches within 20 px of either edge to the browser", () => {
    expect(startsAtScreenEdge(0, 400)).toBe(true);
    expect(startsAtScreenEdge(20, 400)).toBe(true);
    expect(startsAtScreenEdge(21, 400)).toBe(false);
    expect(startsAtScreenEdge(379, 400)).toBe(false);
    expect(startsAtScreenEdge(380, 400)).toBe(true);
  });
});

describe("sliderOptions", () => {
  it("maps the slider defaults onto Embla", () => {
    const options = sliderOptions(false);
    expect(options.dragThreshold).toBe(SLIDER.swipeThreshold);
    expect(options.duration).toBe(SLIDER.emblaDuration);
    expect(options.loop).toBe(false);
    expect(options.skipSnaps).toBe(false);
  });
  it("settles fastest under reduced motion", () => {
    expect(sliderOptions(true).duration).toBeLessThan(sliderOptions(false).duration ?? 0);
  });
  it("refuses drags that start at the screen edge by touch only", () => {
    const watch = sliderOptions(false).watchDrag as (api: unknown, event: unknown) => boolean;
    Object.defineProperty(globalThis, "window", { value: { innerWidth: 400 }, configurable: true });
    expect(watch(null, { clientX: 5, pointerType: "touch" })).toBe(false);
    expect(watch(null, { clientX: 200, pointerType: "touch" })).toBe(true);
    expect(watch(null, { clientX: 5, pointerType: "mouse" })).toBe(true);
    expect(watch(null, { touches: [{ clientX: 395 }] })).toBe(false);
    Reflect.deleteProperty(globalThis, "window");
  });
});
