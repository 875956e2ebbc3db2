// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import type { EmblaOptionsType } from "embla-carousel";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useEmbla } from "./use-embla";

const embla = vi.hoisted(() => ({ created: [] as unknown[], reInit: vi.fn(), destroy: vi.fn() }));
vi.mock("embla-carousel", () => ({
  default: (element: HTMLElement, options: EmblaOptionsType) => {
    embla.created.push({ element, options });
    return { reInit: embla.reInit, destroy: embla.destroy };
  },
}));

function Probe({ options, onApi }: { options: EmblaOptionsType; onApi: (api: unknown) => void }) {
  const viewport = useRef<HTMLDivElement>(null);
  onApi(useEmbla(viewport, options));
  return <div ref={viewport} data-testid="viewport" />;
}

describe("useEmbla", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    embla.created.length = 0;
    embla.reInit.mockClear();
    embla.destroy.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("starts Embla in a task after the commit, not during it, and re-initialises only for new options", () => {
    const first: EmblaOptionsType = { loop: false };
    const seen: unknown[] = [];
    const view = render(<Probe options={first} onApi={(api) => seen.push(api)} />);
    expect(embla.created).toEqual([]);
    expect(seen.at(-1)).toBeUndefined();

    act(() => vi.runAllTimers());
    expect(embla.created).toEqual([{ element: view.getByTestId("viewport"), options: first }]);
    expect(seen.at(-1)).toBeDefined();
    expect(embla.reInit).not.toHaveBeenCalled();

    view.rerender(<Probe options={first} onApi={(api) => seen.push(api)} />);
    expect(embla.reInit).not.toHaveBeenCalled();
    const second: EmblaOptionsType = { loop: false, duration: 20 };
    view.rerender(<Probe options={second} onApi={(api) => seen.push(api)} />);
    expect(embla.reInit).toHaveBeenCalledWith(second);

    view.unmount();
    expect(embla.destroy).toHaveBeenCalledOnce();
  });

  it("never starts when the page is left before its task runs", () => {
    const view = render(<Probe options={{}} onApi={() => {}} />);
    view.unmount();
    act(() => vi.runAllTimers());
    expect(embla.created).toEqual([]);
  });
});
