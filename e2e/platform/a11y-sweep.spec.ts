import { matchPath } from "react-router";
import { BRAND_SLUGS, type BrandSlug } from "../../app/platform/brand/registry";
import { LANGUAGES, type Language, languageFromPath, stripLanguage } from "../../app/platform/i18n/languages";
import { ROUTE_TABLE } from "../../app/platform/routing/route-table";
import { axeViolations, expect, PLAIN, test } from "../fixtures";
import { reflowChecker } from "../helpers/reflow";
import { FULL_SWEEP } from "../sample";
import { VISITS } from "./a11y-routes";

/**
 * Axe (WCAG 2.2 AA) and reflow at 320 px (400 % zoom of a 1280 px window, WCAG 1.4.10) on every row of the
 * route table. `npm run test:a11y` sweeps every route × eight brands × three
 * languages (every language renders for every brand); `npm test` runs one visit per route with the brands and
 * languages taking turns, so every route, brand and language is checked at least once.
 */
type Row = (typeof ROUTE_TABLE)[number];

async function check(page: import("@playwright/test").Page, row: Row, brand: BrandSlug, lang: Language) {
  // No redirect of `/` to the browser's preferred language: each visit opens the language it means.
  await page.context().addCookies([{ name: "i18n_redirected", value: lang, url: PLAIN }]);
  await VISITS[row.key](page, brand, lang);
  const { pathname } = new URL(page.url());
  expect({ route: row.key, lang: languageFromPath(pathname) }).toEqual({ route: row.key, lang });
  expect(
    matchPath({ path: row.path, end: true }, stripLanguage(pathname)),
    `${pathname} is ${row.path}`,
  ).not.toBeNull();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const violations = await axeViolations(page);
  const reflow = reflowChecker(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await reflow.check(row.key, brand);
  await page.setViewportSize({ width: 1280, height: 720 });
  return [...violations, ...reflow.problems];
}

if (FULL_SWEEP) {
  for (const brand of BRAND_SLUGS) {
    for (const lang of LANGUAGES) {
      test(`axe finds nothing and every route reflows at 320 px for ${brand}/${lang}`, async ({ page }) => {
        test.setTimeout(240_000);
        const found: Record<string, unknown> = {};
        for (const row of ROUTE_TABLE) {
          const violations = await check(page, row, brand, lang);
          if (violations.length > 0) found[row.key] = violations;
        }
        expect(found).toEqual({});
      });
    }
  }
} else {
  ROUTE_TABLE.forEach((row, index) => {
    const brand = BRAND_SLUGS[index % BRAND_SLUGS.length] as BrandSlug;
    const lang = LANGUAGES[index % LANGUAGES.length] as Language;
    test(`axe finds nothing and ${row.key} reflows at 320 px for ${brand}/${lang}`, async ({ page }) => {
      // Axe on the offer page or the demo start page (105 scenario links) takes seconds on a busy machine.
      test.setTimeout(60_000);
      expect(await check(page, row, brand, lang)).toEqual([]);
    });
  });
}
