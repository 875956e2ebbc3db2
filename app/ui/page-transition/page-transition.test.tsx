// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
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

/** The frame as a page has it once hydrated: mounted, and its animation loaded. */
async function mount(ui: Parameters<typeof render>[0]) {
  const view = render(ui);
  await act(() => vi.dynamicImportSettled());
  return view;
}

function Page({ title }: { title: string }) {
  return <h1 id="heading">{title}</h1>;
}

describe("PageTransition", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("fades a frozen copy of the old page out, then the new page in (out-in)", async () => {
    mockReducedMotion(false);
    const view = await mount(
      <PageTransition transitionKey="/a">
        <Page title="Seite A" />
      </PageTransition>,
    );
    view.rerender(
      <PageTransition transitionKey="/b">
        <Page title="Seite B" />
      </PageTransition>,
    );
    const page = view.container.querySelector("[data-phase]") as HTMLElement;
    const leaving = view.container.querySelector("[aria-hidden='true']") as HTMLElement;
    expect(page.textContent).toBe("Seite B");
    expect(page.dataset.phase).toBe("out");
    expect(leaving.textContent).toBe("Seite A");
    expect(leaving.hasAttribute("inert")).toBe(true);
    expect(leaving.querySelector("[id]")).toBeNull();
    expect(view.container.querySelectorAll("#heading")).toHaveLength(1);

    act(() => vi.advanceTimersByTime(PAGE_TRANSITION.durationMs));
    expect(view.container.querySelector("[aria-hidden='true']")).toBeNull();
    expect(page.dataset.phase).toBe("in");
    act(() => vi.advanceTimersByTime(PAGE_TRANSITION.durationMs));
    expect(page.dataset.phase).toBe("idle");
  });

  it("swaps at once under reduced motion", async () => {
    mockReducedMotion(true);
    const view = await mount(<PageTransition transitionKey="/a">Seite A</PageTransition>);
    view.rerender(<PageTransition transitionKey="/b">Seite B</PageTransition>);
    expect(view.container.textContent).toBe("Seite B");
    expect((view.container.querySelector("[data-phase]") as HTMLElement).dataset.phase).toBe("idle");
  });

  it("updates the page in place when only its content changes", async () => {
    mockReducedMotion(false);
    const view = await mount(<PageTransition transitionKey="/a">eins</PageTransition>);
    view.rerender(<PageTransition transitionKey="/a">zwei</PageTransition>);
    expect(view.container.textContent).toBe("zwei");
    expect((view.container.querySelector("[data-phase]") as HTMLElement).dataset.phase).toBe("idle");
  });

  it("ends a running transition when the next navigation comes quickly", async () => {
    mockReducedMotion(false);
    const view = await mount(<PageTransition transitionKey="/a">A</PageTransition>);
    view.rerender(<PageTransition transitionKey="/b">B</PageTransition>);
    view.rerender(<PageTransition transitionKey="/c">C</PageTransition>);
    expect(view.container.querySelectorAll("[aria-hidden='true']")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(PAGE_TRANSITION.durationMs * 2));
    expect(view.container.textContent).toBe("C");
  });

  it("swaps at once when a navigation comes before the animation has loaded", () => {
    mockReducedMotion(false);
    const view = render(<PageTransition transitionKey="/a">A</PageTransition>);
    view.rerender(<PageTransition transitionKey="/b">B</PageTransition>);
    expect(view.container.textContent).toBe("B");
    expect((view.container.querySelector("[data-phase]") as HTMLElement).dataset.phase).toBe("idle");
  });
});
