// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearUnexpectedError, reportUnexpectedError } from "~/platform/errors/unexpected-error";
import { renderWithProviders } from "../render.test-support";
import { PageErrorBoundary } from "./page-error-boundary";
import { UnexpectedErrorHost } from "./unexpected-error-host";

afterEach(() => act(() => clearUnexpectedError()));

// Both modals load lazily, at the first error. Loaded up front here: on a busy machine (load 6-13 on two cores)
// their first import alone outlasted findByRole's 1 s ("Unable to find role=alertdialog"), and these tests are
// about what the modals show, not how fast their code loads. The lazy components still have to render them.
beforeAll(async () => {
  await Promise.all([import("./unexpected-error-modal"), import("../error-modal/error-modal")]);
});

const page = { broken: true };

function MaybeBroken() {
  if (page.broken) throw new TypeError("Cannot read properties of undefined (reading 'x')");
  return <p>Wieder da</p>;
}

describe("UnexpectedErrorHost", () => {
  it("shows nothing until a screen reports an unexpected error, then the status section in a modal", async () => {
    renderWithProviders(<UnexpectedErrorHost />, { lang: "en" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    act(() => reportUnexpectedError("TECHNICAL_PROBLEM"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Unexpected error");
    expect(dialog.textContent).toContain("Nothing you entered is lost");
    act(() => screen.getAllByRole("button", { name: "Close" })[0]?.click());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("PageErrorBoundary", () => {
  it("keeps the page frame and shows the fallback text in the error modal; reset renders again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    page.broken = true;
    renderWithProviders(
      <PageErrorBoundary>
        <MaybeBroken />
      </PageErrorBoundary>,
      { lang: "en" },
    );
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Something went wrong!");
    expect(dialog.textContent).not.toContain("Cannot read properties");
    expect(screen.getByRole("alert").textContent).toContain("This part of the page could not be shown.");
    page.broken = false;
    act(() => screen.getAllByRole("button", { name: "Try again" })[0]?.click());
    expect(await screen.findByText("Wieder da")).toBeTruthy();
  });
});
