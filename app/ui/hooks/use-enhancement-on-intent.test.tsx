// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useEnhancementOnIntent } from "./use-enhancement-on-intent";

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

function setup(focusPlain = false) {
  const plain = document.createElement("select");
  document.body.append(plain);
  if (focusPlain) plain.focus();
  const load = vi.fn(() => Promise.resolve());
  // As in a component: a stable ref and a stable loader.
  const ref = { current: plain };
  const hook = renderHook(() => useEnhancementOnIntent(load, ref));
  return { plain, load, hook };
}

describe("useEnhancementOnIntent", () => {
  afterEach(() => document.body.replaceChildren());

  it("loads nothing and stays plain while the page is only read", async () => {
    const { load, hook } = setup();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(hook.result.current).toBe(false);
  });

  it("loads the rich control once, at the first use of the page, and swaps it in", async () => {
    const { load, hook } = setup();
    act(() => document.body.dispatchEvent(new Event("pointerdown", { bubbles: true })));
    await waitFor(() => expect(hook.result.current).toBe(true));
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits until the customer leaves the plain control before it swaps", async () => {
    const { plain, hook } = setup(true);
    act(() => plain.dispatchEvent(new Event("pointerdown", { bubbles: true })));
    await settle();
    expect(hook.result.current).toBe(false);
    act(() => plain.blur());
    await waitFor(() => expect(hook.result.current).toBe(true));
  });

  it("keeps the plain control when the rich code cannot be loaded", async () => {
    const plain = document.createElement("select");
    const load = vi.fn(() => Promise.reject(new Error("chunk gone")));
    const ref = { current: plain };
    const hook = renderHook(() => useEnhancementOnIntent(load, ref));
    act(() => document.body.dispatchEvent(new Event("keydown", { bubbles: true })));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hook.result.current).toBe(false);
  });

  it("stops listening when the control unmounts", async () => {
    const { load, hook } = setup();
    hook.unmount();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});
