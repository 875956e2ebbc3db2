// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../render.test-support";
import { Carousel } from "./carousel";

describe("Carousel", () => {
  it('names every slide "n of m" and offers a button per slide', () => {
    renderWithProviders(<Carousel label="Angebote" slides={["A", "B", "C", "D"]} />, { lang: "en" });
    expect(screen.getByRole("region", { name: "Angebote" }).getAttribute("aria-roledescription")).toBe("carousel");
    const slides = screen.getAllByRole("group").filter((el) => el.getAttribute("aria-roledescription") === "slide");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    expect(screen.getByRole("button", { name: "Show slide 2 of 4" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show slide 1 of 4" }).getAttribute("aria-current")).toBe("true");
    expect((screen.getByRole("button", { name: "Previous slide" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Angebote: slide 1 of 4")).toBeTruthy();
  });
});
