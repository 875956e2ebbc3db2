import { useLayoutEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { trackPage } from "./events";

/**
 * Tells the analytics about every rendered page (the root calls it): the page view of each navigation and the
 * personalisation script follow from it once the analytics module has loaded (delivery.ts).
 */
export function usePageTracking(page: { language: string; brand: string; personalisationSrc: string | null }): void {
  const { pathname, search, key } = useLocation();
  const matches = useMatches();
  const { language, brand, personalisationSrc } = page;
  // A layout effect runs before the page's own effects, so the page view precedes the page's events.
  useLayoutEffect(() => {
    trackPage({ location: { pathname, search, key }, matches, language, brand, personalisationSrc });
  }, [pathname, search, key, matches, language, brand, personalisationSrc]);
}
