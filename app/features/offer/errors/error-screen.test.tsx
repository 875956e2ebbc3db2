// @vitest-environment happy-dom
// The analytics module, which a page loads after hydration: what the code tracks reaches the data layer at once.
import "~/platform/analytics/delivery";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CATALOGUES } from "~/messages";
import { BrandProvider } from "~/platform/brand/brand-context";
import { brandFor } from "~/platform/brand/registry";
import { compileCatalogue } from "~/platform/i18n/compile.server";
import { LanguageProvider } from "~/platform/i18n/i18n";
import type { Language } from "~/platform/i18n/languages";
import type { OfferErrorPageData } from "./error-page.server";
import { OfferErrorScreen } from "./error-screen";

const TOKEN = "demo-offer-downtime";
const BASE: OfferErrorPageData = {
  group: "downtime",
  reason: "DOWNTIME",
  status: 503,
  offerUseCase: "Standard",
  shopHotline: "0800 5200 123",
  downtimeUntil: "21. November 2025 um 22:36",
  retry: true,
  lang: "de",
  token: TOKEN,
};

afterEach(() => {
  cleanup();
  window.dataLayer = undefined;
});

/** The screen inside a data router (its tracking reads the route matches), as the error route renders it. */
function renderWithProviders(ui: ReactElement, { lang = "de" }: { lang?: Language } = {}) {
  const element = (
    <BrandProvider brand={brandFor("o2")}>
      <LanguageProvider lang={lang} messages={compileCatalogue(CATALOGUES[lang])}>
        {ui}
      </LanguageProvider>
    </BrandProvider>
  );
  const path = `/angebot/${TOKEN}/fehler`;
  const router = createMemoryRouter([{ id: "de.offer-token-error", path: "/angebot/:token/fehler", element }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe("OfferErrorScreen", () => {
  it("explains a downtime: headline, its end, the hotline with hours, a retry and the code in small print", () => {
    renderWithProviders(<OfferErrorScreen page={BASE} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Wir arbeiten gerade an unserem Shop");
    const text = document.body.textContent ?? "";
    expect(text).toContain("Die Arbeiten dauern voraussichtlich bis 21. November 2025 um 22:36 Uhr.");
    expect(text).toContain("Fragen? Unser Kundenservice hilft Ihnen gern: 0800 5200 123 (Mo–Sa 8–20 Uhr)");
    expect(screen.getByRole("link", { name: "Erneut versuchen" }).getAttribute("href")).toBe(`/angebot/${TOKEN}`);
    expect(screen.getByTestId("offer-error-code").textContent).toBe("Fehlercode für den Kundenservice: DOWNTIME");
  });

  it("tracks the error page once with its detail, never the token, and the hotline click", () => {
    renderWithProviders(<OfferErrorScreen page={BASE} />);
    const detail = {
      status: 503,
      path: "/angebot/:token/fehler",
      reason: "DOWNTIME",
      group: "downtime",
      offerUseCase: "Standard",
    };
    expect(window.dataLayer).toMatchObject([
      { event: "offer_error_page", detail },
      { event: "error_page_shown", detail },
    ]);
    expect(window.dataLayer).toHaveLength(2);
    fireEvent.click(screen.getByRole("link", { name: "0800 5200 123" }));
    expect(window.dataLayer?.[2]).toEqual({ event: "offer_phone_clicked", label: "downtime", useCase: "Standard" });
    expect(JSON.stringify(window.dataLayer)).not.toContain(TOKEN);
  });

  it("retries a failed reset on the thank-you page, which resets the aborted payment again", () => {
    const page = {
      ...BASE,
      group: "resetFailed",
      reason: "OfferResetFailed",
      status: 502,
      downtimeUntil: null,
    } as const;
    renderWithProviders(<OfferErrorScreen page={page} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Das Angebot konnte nicht zurückgesetzt werden");
    expect(screen.getByRole("link", { name: "Erneut versuchen" }).getAttribute("href")).toBe(`/angebot/${TOKEN}/danke`);
  });

  it("shows another shop hotline without hours, and no retry where waiting does not help", () => {
    const page = { ...BASE, group: "expired", reason: "OFFER_EXPIRED", status: 410, retry: false } as const;
    renderWithProviders(<OfferErrorScreen page={{ ...page, shopHotline: "+49 89 1234 567", downtimeUntil: null }} />, {
      lang: "en",
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your offer has expired");
    expect(screen.getByRole("link", { name: "+49 89 1234 567" }).getAttribute("href")).toBe("tel:+49891234567");
    expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();
  });

  it("links to the offer when it is available, and tracks no error", () => {
    const page = { ...BASE, group: "available", reason: null, status: 200, retry: false, downtimeUntil: null } as const;
    renderWithProviders(<OfferErrorScreen page={page} />);
    expect(screen.getByRole("link", { name: "Zum Angebot" }).getAttribute("href")).toBe(`/angebot/${TOKEN}`);
    expect(screen.queryByTestId("offer-error-code")).toBeNull();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it("on the general page leads to the landing page, in the page's language", () => {
    const page = { ...BASE, group: "general", reason: null, status: 200, retry: false, token: null } as const;
    renderWithProviders(<OfferErrorScreen page={{ ...page, downtimeUntil: null, lang: "tr" }} />, { lang: "tr" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Teklif şu anda kullanılamıyor");
    expect(
      screen.getByRole("link", { name: "Size özel teklifler hakkında daha fazla bilgi" }).getAttribute("href"),
    ).toBe("/tr/angebot");
  });
});
