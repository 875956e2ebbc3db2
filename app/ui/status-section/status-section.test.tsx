// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "../button/button";
import { renderWithProviders } from "../render.test-support";
import { StatusSection } from "./status-section";

describe("StatusSection", () => {
  it("is an error by default, named by its headline, with text and buttons", () => {
    renderWithProviders(
      <StatusSection
        headline="Das hat nicht geklappt"
        text="Bitte später erneut versuchen."
        buttons={<Button>Erneut versuchen</Button>}
      />,
    );
    const section = screen.getByRole("region", { name: "Das hat nicht geklappt" });
    expect(section.dataset.status).toBe("error");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Das hat nicht geklappt");
    expect(section.textContent).toContain("Bitte später erneut versuchen.");
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
  });

  it("takes a type, an icon and a heading level; a page heading can take focus", () => {
    renderWithProviders(<StatusSection type="success" icon="check" headline="Geschafft" headingLevel={1} />);
    expect(screen.getByRole("region", { name: "Geschafft" }).dataset.status).toBe("success");
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });
});
