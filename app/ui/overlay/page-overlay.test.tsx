// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../render.test-support";
import { PageOverlay } from "./page-overlay";

function Harness({ onClose, isDismissable }: { onClose?: () => void; isDismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <PageOverlay
        isOpen={open}
        isDismissable={isDismissable}
        aria-label="Ebene"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">Erste Aktion</button>
        <button type="button">Zweite Aktion</button>
      </PageOverlay>
    </>
  );
}

// The overlay's code arrives at the first use of the page; loaded up front here, because on a busy machine its
// first import alone can outlast a query's timeout, and these tests are about the overlay, not the loading.
beforeAll(async () => {
  await import("./page-overlay-layer");
});

describe("PageOverlay", () => {
  it("locks page scrolling while shown and releases it when closed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(document.documentElement.style.overflow).toBe("");
    await user.click(screen.getByRole("button", { name: "Öffnen" }));
    expect(await screen.findByRole("dialog", { name: "Ebene" })).toBeTruthy();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("closes on a click on the backdrop, not on a click inside", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Öffnen" }));
    await user.click(await screen.findByRole("button", { name: "Erste Aktion" }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("page-overlay-backdrop"));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps focus inside and returns it to the trigger", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const trigger = screen.getByRole("button", { name: "Öffnen" });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("stays open on backdrop click and Escape when not dismissable", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onClose={onClose} isDismissable={false} />);
    await user.click(screen.getByRole("button", { name: "Öffnen" }));
    await user.click(await screen.findByTestId("page-overlay-backdrop"));
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
