// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { onFirstIntent } from "./first-intent";

const fire = (type: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new Event(type, { bubbles: true }));

describe("onFirstIntent", () => {
  afterEach(() => document.body.replaceChildren());

  it("waits while the page is only read: scrolling, hovering and resizing are no use of it", () => {
    const callback = vi.fn();
    onFirstIntent(callback);
    for (const type of ["scroll", "pointermove", "mouseover", "resize"]) fire(type);
    expect(callback).not.toHaveBeenCalled();
  });

  it.each(["pointerdown", "keydown", "focusin"])("calls back once, at the first %s", (type) => {
    const callback = vi.fn();
    onFirstIntent(callback);
    fire(type);
    fire("keydown");
    fire("pointerdown");
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("hears events that stop propagating inside the page (it listens while they go down)", () => {
    const callback = vi.fn();
    const field = document.createElement("input");
    field.addEventListener("keydown", (event) => event.stopPropagation());
    document.body.append(field);
    onFirstIntent(callback);
    fire("keydown", field);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when told", () => {
    const callback = vi.fn();
    const stop = onFirstIntent(callback);
    stop();
    fire("pointerdown");
    expect(callback).not.toHaveBeenCalled();
  });
});
