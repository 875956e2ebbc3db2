// @vitest-environment happy-dom
// The analytics module, which a page loads after hydration: what the code tracks reaches the data layer at once.
import "~/platform/analytics/delivery";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CombinedAdvantageNotice } from "~/platform/api/types";
import { renderWithProviders } from "~/ui/render.test-support";
import { DiscountNoticeContent } from "./discount-notice";
import { HotlineLink } from "./hotline-link";
import { Teaser } from "./teaser";

const HOTLINE: CombinedAdvantageNotice["hotline"] = {
  phoneNumber: "+498005200123",
  displayNumber: "0800 5200 123",
  openingHours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "08:00", closes: "20:00" }],
};
const NOTICE: CombinedAdvantageNotice = {
  kind: "combinedAdvantage",
  monthlyDiscount: { type: "monthly", amount: -10, formatted: "-10,00 €" },
  products: ["O2 Mobile M", "O2 Home L"],
  hotline: HOTLINE,
};

afterEach(() => {
  window.dataLayer = undefined;
});

describe("HotlineLink", () => {
  it("calls the number and counts the click as the termination's phone click", () => {
    renderWithProviders(<HotlineLink hotline={HOTLINE} choice={{ serviceType: "mobile" }} />, { brand: "blau" });
    const link = screen.getByRole("link", { name: "0800 5200 123" });
    expect(link.getAttribute("href")).toBe("tel:+498005200123");
    fireEvent.click(link);
    expect(window.dataLayer).toEqual([
      { event: "termination_phone_clicked", label: "mobile/none/now", useCase: "blau" },
    ]);
  });
});

describe("hotline texts", () => {
  it("put the number as a link into the teaser, with the hours in the page's language", () => {
    renderWithProviders(<Teaser hotline={HOTLINE} onViewed={() => {}} />, { lang: "tr" });
    expect(screen.getByRole("link", { name: "0800 5200 123" }).getAttribute("href")).toBe("tel:+498005200123");
    expect(screen.getByRole("complementary").textContent).toContain(
      "0800 5200 123 numaralı müşteri hizmetlerimiz size memnuniyetle yardımcı olur (Pzt–Cmt 08:00–20:00).",
    );
  });

  it("give the discount as a positive amount and track the phone click with the form's choices", () => {
    renderWithProviders(
      <DiscountNoticeContent
        notice={NOTICE}
        formId="f"
        choice={{ serviceType: "mobile", cancellationType: "Regular" }}
      />,
    );
    const text = document.body.textContent ?? "";
    expect(text).toContain("Sie erhalten derzeit einen monatlichen Rabatt von 10,00 € für O2 Mobile M, O2 Home L.");
    expect(text).toContain("Erreichbar Mo–Sa 8–20 Uhr.");
    expect(screen.getByRole("button", { name: "Jetzt kündigen" })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "0800 5200 123" }));
    expect(window.dataLayer).toEqual([
      { event: "termination_phone_clicked", label: "mobile/Regular/now", useCase: "o2" },
    ]);
  });
});
