// @vitest-environment happy-dom
// The analytics module, which a page loads after hydration: what the code tracks reaches the data layer at once.
import "~/platform/analytics/delivery";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "~/ui/render.test-support";
import { OfferLandingScreen } from "./landing-screen";

afterEach(() => {
  window.dataLayer = undefined;
});

describe("OfferLandingScreen", () => {
  it("explains the offer and its link, with one h1", () => {
    renderWithProviders(<OfferLandingScreen />, { brand: "aldi" });
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "Ihr persönliches Angebot",
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "So kommen Sie zu Ihrem Angebot" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "per SMS oder E-Mail von ALDITALK,",
      "per Brief, als Adresse oder QR-Code zum Abtippen oder Scannen,",
      "von Ihrem Händler oder im Shop, zum Beispiel nach einem Beratungsgespräch.",
    ]);
  });

  it("gives the brand's hotline with its hours and tracks a call", () => {
    renderWithProviders(<OfferLandingScreen />, { brand: "ayyildiz", lang: "tr" });
    expect(document.body.textContent).toContain(
      "Ya da müşteri hizmetleri hattımızı arayın: 0177 5533 1100 (Pzt–Cum 09:00–18:00).",
    );
    const link = screen.getByRole("link", { name: "0177 5533 1100" });
    expect(link.getAttribute("href")).toBe("tel:+4917755331100");
    fireEvent.click(link);
    expect(window.dataLayer).toEqual([{ event: "offer_phone_clicked", label: "landing", useCase: "ayyildiz" }]);
  });
});
