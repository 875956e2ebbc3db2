// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../render.test-support";
import { Button } from "./button";

describe("Button", () => {
  it("draws its icon at 18 px by default", () => {
    const { container } = renderWithProviders(<Button icon="download">Laden</Button>);
    expect(container.querySelector("svg")?.getAttribute("width")).toBe("18");
  });

  it("ignores presses while loading, keeps focus and says it is busy", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClick = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { rerender } = renderWithProviders(
      <Button loading onClick={onClick}>
        Senden
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Senden/ });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.textContent).toContain("Bitte warten");
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    act(() => vi.advanceTimersByTime(200));
    expect(button.querySelector("svg")).not.toBeNull();
    rerender(<Button onClick={onClick}>Senden</Button>);
    await user.click(screen.getByRole("button", { name: "Senden" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
