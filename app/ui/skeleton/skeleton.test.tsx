// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../render.test-support";
import { Skeleton } from "./skeleton";
import { skeletonWidth } from "./skeleton-width";

describe("skeletonWidth", () => {
  it("stays within 80-100 % and is stable per seed", () => {
    const widths = Array.from({ length: 500 }, (_, i) => skeletonWidth(`:r${i}:-0`));
    expect(Math.min(...widths)).toBe(80);
    expect(Math.max(...widths)).toBe(100);
    expect(widths.every(Number.isInteger)).toBe(true);
    expect(skeletonWidth("abc")).toBe(skeletonWidth("abc"));
  });
});

describe("Skeleton", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("draws 16 px lines of 80-100 % and appears only after 200 ms", () => {
    const { container } = renderWithProviders(<Skeleton lines={3} />);
    const lines = [...container.querySelectorAll<HTMLElement>("[data-skeleton-line]")];
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line.style.height).toBe("16px");
      const width = Number.parseFloat(line.style.width);
      expect(width).toBeGreaterThanOrEqual(80);
      expect(width).toBeLessThanOrEqual(100);
    }
    const status = screen.getByRole("status");
    expect(status.dataset.visible).toBe("false");
    expect(status.textContent).toBe("");
    act(() => vi.advanceTimersByTime(200));
    expect(status.dataset.visible).toBe("true");
    expect(status.textContent).toBe("Wird geladen …");
  });

  it("takes a fixed width and hides itself from assistive technology when decorative", () => {
    const { container } = renderWithProviders(<Skeleton width="40%" decorative />);
    expect(container.querySelector<HTMLElement>("[data-skeleton-line]")?.style.width).toBe("40%");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
