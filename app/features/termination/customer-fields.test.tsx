// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/ui/render.test-support";
import { CustomerFields } from "./customer-fields";

describe("CustomerFields", () => {
  it("tells a postpaid customer to look on the invoice", () => {
    renderWithProviders(<CustomerFields defaults={{}} errors={{}} billingType="postpaid" />, { brand: "o2" });
    expect(screen.getByRole("textbox", { name: /Kundennummer/ }).getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Steht auf Ihrer Rechnung.")).toBeTruthy();
  });

  it("does not send a prepaid customer, who gets no invoice, to one", () => {
    renderWithProviders(<CustomerFields defaults={{}} errors={{}} billingType="prepaid" />, { brand: "aldi" });
    expect(screen.getByText("Steht in Ihrem Begrüßungsschreiben und in Ihrem Kundenkonto.")).toBeTruthy();
    expect(screen.queryByText(/Rechnung/)).toBeNull();
  });
});
