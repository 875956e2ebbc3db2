// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_TRANSITION } from "../constants";
import { PageTransition } from "./page-transition";

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes("reduce"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe("PageTransition", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("keeps the old page while it fades out, then fades the new page in", () => {
    expect(PAGE_TRANSITION.mode).toBe("out-in");
    mockReducedMotion(false);
    const { rerender, container } = render(<PageTransition transitionKey="/a">Seite A</PageTransition>);
    const box = container.firstElementChild as HTMLElement;
    rerender(<PageTransition transitionKey="/b">Seite B</PageTransition>);
    expect(screen.getByText("Seite A")).toBeTruthy();
    expect(box.dataset.phase).toBe("out");
    act(() => vi.advanceTimersByTime(PAGE_TRANSITION.durationMs));
    expect(screen.getByText("Seite B")).toBeTruthy();
    expect(box.dataset.phase).toBe("in");
    act(() => vi.advanceTimersByTime(PAGE_TRANSITION.durationMs));
    expect(box.dataset.phase).toBe("idle");
  });

  it("swaps at once under reduced motion", () => {
    mockReducedMotion(true);
    const { rerender, container } = render(<PageTransition transitionKey="/a">Seite A</PageTransition>);
    rerender(<PageTransition transitionKey="/b">Seite B</PageTransition>);
    expect(screen.getByText("Seite B")).toBeTruthy();
    expect((container.firstElementChild as HTMLElement).dataset.phase).toBe("idle");
  });

  it("updates the shown page in place when only its content changes", () => {
    mockReducedMotion(false);
    const { rerender, container } = render(<PageTransition transitionKey="/a">eins</PageTransition>);
    rerender(<PageTransition transitionKey="/a">zwei</PageTransition>);
    expect(container.textContent).toBe("zwei");
    expect((container.firstElementChild as HTMLElement).dataset.phase).toBe("idle");
  });
});
