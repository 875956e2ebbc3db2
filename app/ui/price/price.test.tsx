// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../render.test-support";
import { Price, PriceList } from "./price";

describe("Price", () => {
  it("shows the formatted amount with the period label in the page language", () => {
    const { container, unmount } = renderWithProviders(<Price amount={12.99} period="monthly" />);
    expect(container.textContent).toBe("12,99 € monatlich");
    unmount();
    const en = renderWithProviders(<Price amount={-5} period="once" />, { lang: "en" });
    expect(en.container.textContent).toBe("-5,00 € one-time");
    expect(en.container.querySelector("[data-negative]")).not.toBeNull();
  });

  it("shows a missing price as 0,00 €", () => {
    const { container } = renderWithProviders(<Price amount={undefined} />);
    expect(container.textContent).toBe("0,00 €");
  });

  it("lists a split price with highlighted totals per period", () => {
    renderWithProviders(
      <PriceList
        items={[
          { label: "Tarif", amount: 19.99, period: "monthly" },
          { label: "Gerät", amount: 99, period: "once" },
          { label: "Rabatt", amount: -5, period: "monthly" },
        ]}
      />,
    );
    const totals = screen.getAllByText(/^Gesamt/);
    expect(totals.map((t) => t.textContent)).toEqual(["Gesamt (monatlich)", "Gesamt (einmalig)"]);
    expect(totals[0]?.nextElementSibling?.textContent).toBe("14,99 €");
    expect(totals[1]?.nextElementSibling?.textContent).toBe("99,00 €");
  });
});
