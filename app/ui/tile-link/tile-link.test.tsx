// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../render.test-support";
import { TileLink } from "./tile-link";

describe("TileLink", () => {
  it("links with title, description and a 14 px chevron-right state icon", () => {
    renderWithProviders(
      <TileLink to="/kuendigung" title="Kündigen" description="Direkt online" prefixIcon="contract" />,
    );
    const link = screen.getByRole("link", { name: /Kündigen/ });
    expect(link.getAttribute("href")).toBe("/kuendigung");
    expect(link.textContent).toContain("Direkt online");
    const icons = link.querySelectorAll("svg");
    expect(icons).toHaveLength(2);
    expect(icons[1]?.getAttribute("width")).toBe("14");
  });

  it("shows skeleton lines instead of a link while loading", () => {
    renderWithProviders(<TileLink to="/x" title="Titel" description="Text" loading />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.querySelectorAll("[data-skeleton-line]")).toHaveLength(2);
    expect(document.querySelector("[aria-busy=true]")).not.toBeNull();
  });
});
