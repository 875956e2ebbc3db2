// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../render.test-support";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("has the sizes 16, 24 and 64", () => {
    for (const [size, px] of [
      ["small", "16"],
      ["medium", "24"],
      ["large", "64"],
    ] as const) {
      const { container, unmount } = renderWithProviders(<Spinner size={size} />);
      expect(container.querySelector("svg")?.getAttribute("width"), size).toBe(px);
      unmount();
    }
  });

  it("announces its label only once the 200 ms delay has passed", () => {
    renderWithProviders(<Spinner label="Angebot wird geladen" />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    act(() => vi.advanceTimersByTime(200));
    expect(status.textContent).toBe("Angebot wird geladen");
  });

  it("is hidden from assistive technology when decorative", () => {
    renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
