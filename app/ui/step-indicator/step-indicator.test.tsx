// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../render.test-support";
import { StepIndicator } from "./step-indicator";

const STEPS = [
  { id: "data", label: "Meine Daten", to: "/angebot/t/meine-daten" },
  { id: "id", label: "Ausweisdaten", to: "/angebot/t/ausweisdaten" },
  { id: "pay", label: "Zahlung" },
];

describe("StepIndicator", () => {
  it("marks the current step, links completed ones and says the position", () => {
    renderWithProviders(<StepIndicator steps={STEPS} currentId="id" />);
    expect(screen.getByRole("navigation", { name: "Fortschritt" })).toBeTruthy();
    expect(screen.getByText("Schritt 2 von 3")).toBeTruthy();
    const items = screen.getAllByRole("listitem");
    expect(items[1]?.getAttribute("aria-current")).toBe("step");
    expect(screen.getByRole("link", { name: /Meine Daten.*abgeschlossen/ }).getAttribute("href")).toBe(
      "/angebot/t/meine-daten",
    );
    expect(items[2]?.textContent).toContain("noch offen");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});
