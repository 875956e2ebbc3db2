// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/ui/render.test-support";
import { AccessibilityStatementScreen } from "./accessibility-statement-screen";

function feedback() {
  return screen.getByRole("region", { name: "Barrieren melden und Kontakt" });
}

describe("the accessibility statement's feedback section", () => {
  it("offers the hotline and, for whom a call is a barrier, the written way through the imprint", () => {
    renderWithProviders(<AccessibilityStatementScreen />, {
      brand: "blau",
      brandSettings: { imprintUrl: "https://www.blau.de/impressum" },
    });
    const section = feedback();
    expect(section.querySelector('a[href^="tel:"]')).toBeTruthy();
    expect(section.textContent).toContain(
      "Schriftlich erreichen Sie uns über die E-Mail-Adresse in unserem Impressum.",
    );
    expect(screen.getByRole("link", { name: "Impressum" }).getAttribute("href")).toBe("https://www.blau.de/impressum");
  });

  it("names no imprint where the brand has none configured", () => {
    renderWithProviders(<AccessibilityStatementScreen />, { brand: "blau" });
    expect(feedback().textContent).not.toContain("Impressum");
  });
});
