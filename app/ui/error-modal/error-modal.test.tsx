// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "~/platform/i18n/languages";
import { renderWithProviders } from "../render.test-support";
import { ErrorModal } from "./error-modal";
import { errorText } from "./error-text";
import { ModalErrorBoundary } from "./modal-error-boundary";

describe("errorText", () => {
  it("keeps texts meant for people and drops technical messages", () => {
    expect(errorText("Der Vertrag wurde nicht gefunden.")).toBe("Der Vertrag wurde nicht gefunden.");
    expect(errorText({ userMessage: "Bitte später erneut versuchen." })).toBe("Bitte später erneut versuchen.");
    expect(errorText(new TypeError("x is undefined"))).toBeNull();
    expect(errorText("  ")).toBeNull();
    expect(errorText(null)).toBeNull();
  });
});

describe("ErrorModal", () => {
  it('shows the error text, or "Something went wrong!" on every language', async () => {
    const { unmount } = renderWithProviders(<ErrorModal isOpen error="Zahlung fehlgeschlagen." onClose={() => {}} />);
    expect((await screen.findByRole("alertdialog")).textContent).toContain("Zahlung fehlgeschlagen.");
    unmount();
    for (const lang of LANGUAGES) {
      const view = renderWithProviders(<ErrorModal isOpen error={new Error("boom")} onClose={() => {}} />, { lang });
      expect((await screen.findByText("Something went wrong!")).getAttribute("lang")).toBe("en");
      view.unmount();
    }
  });

  it("offers reset and close", async () => {
    const onClose = vi.fn();
    const onReset = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ErrorModal isOpen error={null} onClose={onClose} onReset={onReset} />, { lang: "en" });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await user.click(screen.getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error("render failed");
  return <p>Alles gut</p>;
}

function ResettingHarness() {
  const [explode, setExplode] = useState(true);
  return (
    <ModalErrorBoundary onReset={() => setExplode(false)}>
      <Bomb explode={explode} />
    </ModalErrorBoundary>
  );
}

function BoundaryHarness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setExplode(false)}>
        Reparieren
      </button>
      <ModalErrorBoundary>
        <Bomb explode={explode} />
      </ModalErrorBoundary>
    </>
  );
}

describe("ModalErrorBoundary", () => {
  it("shows the error modal for a render error and renders the children again on reset", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<BoundaryHarness />);
    expect(await screen.findByRole("alertdialog")).toBeTruthy();
    expect(screen.getByText("Something went wrong!")).toBeTruthy();
    // The fix happens behind the modal; reset then renders the children again.
    screen.getByRole("button", { name: "Reparieren", hidden: true }).click();
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    await waitFor(() => expect(screen.getByText("Alles gut")).toBeTruthy());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("calls onReset so the cause can be cleared before the children render again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<ResettingHarness />, { lang: "en" });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByText("Alles gut")).toBeTruthy());
  });
});
