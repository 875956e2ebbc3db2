import { cleanup, configure, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach } from "vitest";
import { CATALOGUES } from "~/messages";
import { BrandProvider } from "~/platform/brand/brand-context";
import { type BrandSettings, type BrandSlug, brandFor } from "~/platform/brand/registry";
import { compileCatalogue } from "~/platform/i18n/compile.server";
import { LanguageProvider } from "~/platform/i18n/i18n";
import type { Language } from "~/platform/i18n/languages";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// A lazily loaded part (the date picker's calendar, the error modal) is transformed and imported on first use:
// on a busy two-core machine that took longer than Testing Library's default 1 s wait, and `findBy…` failed though
// the part came (three component tests in one CI rehearsal, each passing alone). The wait bounds a failure, it
// does not time the component.
configure({ asyncUtilTimeout: 5000 });

interface ProvidersProps {
  lang: Language;
  brand: BrandSlug;
  brandSettings?: BrandSettings;
  children: ReactNode;
}

/** The providers the root gives every page, plus a router for links. */
function Providers({ lang, brand, brandSettings, children }: ProvidersProps) {
  return (
    <MemoryRouter>
      <BrandProvider brand={brandFor(brand, brandSettings)}>
        <LanguageProvider lang={lang} messages={compileCatalogue(CATALOGUES[lang])}>
          {children}
        </LanguageProvider>
      </BrandProvider>
    </MemoryRouter>
  );
}

/** Renders a component as a page would (test helper); `rerender` keeps the providers. */
export function renderWithProviders(
  ui: ReactElement,
  options: { lang?: Language; brand?: BrandSlug; brandSettings?: BrandSettings } = {},
) {
  const { lang = "de", brand = "o2", brandSettings } = options;
  const wrap = (node: ReactElement) => (
    <Providers lang={lang} brand={brand} brandSettings={brandSettings}>
      {node}
    </Providers>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
