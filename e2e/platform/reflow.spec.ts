import type { Page } from "@playwright/test";
import { BRAND_DEFINITIONS, BRAND_SLUGS, type BrandSlug } from "../../app/platform/brand/registry";
import { type Language, localizePath } from "../../app/platform/i18n/languages";
import { expect, PLAIN, test } from "../fixtures";
import { type Reflow, reflowChecker } from "../helpers/reflow";
import { richSelectsIn } from "../helpers/ui-gallery";
import { brandSample, FULL_SWEEP } from "../sample";

/**
 * Reflow (WCAG 1.4.10, BFSG): at 320 CSS pixels, the width of 400 % zoom, no page scrolls sideways, nothing
 * sits outside the viewport, and the language switcher's links are all on screen. Every built page and its
 * states, every brand, every language of the brand. A new flow adds its pages and states here.
 */
test.use({ viewport: { width: 320, height: 640 } });

// Every route of the table also reflows in e2e/platform/a11y-sweep.spec.ts; this spec walks the states
// within pages (modals, error summaries, calendars) and every brand × language of the shared pages.

/** The self-care link the demo backend keeps for a brand; the other brands' links lead to the error page. */
const SELFCARE: Partial<Record<BrandSlug, string>> = {
  o2: "demo-selfcare-mobile",
  aldi: "demo-selfcare-prepaid",
  blau: "demo-selfcare-blau",
};

/**
 * Every brand with every language it offers in the full sweep; `npm test` takes one brand per header and
 * language-switcher variant (German + Turkish, German + English; the one-language header is every other brand's in the route sweep), while the
 * route sweep (a11y-sweep.spec.ts) checks every route, brand and language at 320 px.
 */
const BRAND_LANGUAGES = FULL_SWEEP
  ? BRAND_SLUGS.flatMap((brand) => BRAND_DEFINITIONS[brand].languages.map((lang) => ({ brand, lang })))
  : ([
      { brand: "ayyildiz", lang: "tr" },
      { brand: "ortel", lang: "en" },
    ] satisfies { brand: BrandSlug; lang: Language }[]);

/** Halves of a list, so both workers share the loops below. */
function halves<T>(list: readonly T[]): T[][] {
  const middle = Math.ceil(list.length / 2);
  return [list.slice(0, middle), list.slice(middle)];
}

async function open(page: Page, brand: BrandSlug, path: string, lang: Language = "de"): Promise<void> {
  const url = localizePath(path, lang);
  await page.goto(`${url}${url.includes("?") ? "&" : "?"}brand=${brand}`);
}

async function stayInGerman(page: Page): Promise<void> {
  // No redirect of `/` to the browser's preferred language: each test opens the language it means.
  await page.context().addCookies([{ name: "i18n_redirected", value: "de", url: PLAIN }]);
}

test.describe("server-rendered pages", () => {
  // These pages look the same before and after hydration; without JavaScript the loops stay fast. The
  // termination form shows every conditional field without JavaScript: its longest state.
  test.use({ javaScriptEnabled: false });

  for (const part of halves(BRAND_LANGUAGES)) {
    const names = part.map(({ brand, lang }) => `${brand}/${lang}`).join(", ");
    test(`start, termination, self-care, 404 and error pages reflow at 320 px for ${names}`, async ({ page }) => {
      test.setTimeout(60_000);
      await stayInGerman(page);
      const reflow = reflowChecker(page);
      for (const { brand, lang } of part) {
        await open(page, brand, "/", lang);
        await reflow.check(`${brand} start page`, brand);
        await open(page, brand, "/kuendigung", lang);
        await reflow.check(`${brand} termination form without JavaScript`, brand);
        await open(page, brand, "/selfcarekuendigung", lang);
        await reflow.check(`${brand} self-care without link`, brand);
        await open(page, brand, "/selfcarekuendigung/error?reason=expired", lang);
        await reflow.check(`${brand} self-care error page`, brand);
        await open(page, brand, "/angebot", lang);
        await reflow.check(`${brand} offer landing page`, brand);
        await open(page, brand, "/angebot/demo-offer-downtime/fehler?code=DOWNTIME", lang);
        await reflow.check(`${brand} offer error page`, brand);
        await open(page, brand, "/no-such-page", lang);
        await reflow.check(`${brand} 404`, brand);
        if (lang === "de") {
          await open(page, brand, "/__error/500");
          await reflow.check(`${brand} error page`, brand);
        }
      }
      expect(reflow.problems).toEqual([]);
    });
  }
});

/** The termination form's states: required-fields modal, error summary, proof upload, calendar, receipt. */
async function terminationStates(page: Page, reflow: Reflow, brand: BrandSlug): Promise<void> {
  await open(page, brand, "/kuendigung");
  const submit = page.getByRole("button", { name: "Jetzt kündigen" });
  await submit.click();
  const modal = page.getByRole("dialog", { name: "Bitte ergänzen Sie noch diese Angaben" });
  await expect(modal).toBeVisible();
  await reflow.check(`${brand} required-fields modal`, brand);
  await modal.getByRole("button", { name: "Angaben ergänzen" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await reflow.check(`${brand} error summary`, brand);

  await page.locator('input[name="serviceType"]').first().check();
  await page.getByRole("radio", { name: "Außerordentliche Kündigung" }).check();
  await page.getByRole("combobox", { name: /Grund/ }).selectOption("UmzugAusland");
  await page.getByRole("radio", { name: "Zu einem späteren Datum" }).check();
  await page.getByRole("button", { name: "Kalender öffnen" }).click();
  await expect(page.getByRole("grid")).toBeVisible();
  await reflow.check(`${brand} proof upload and later-date calendar`, brand);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("grid")).toHaveCount(0);

  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("radio", { name: "Zum nächstmöglichen Zeitpunkt" }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Maximiliane-Friederike");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Müller-Lüdenscheidt");
  await page.getByRole("textbox", { name: /Kundennummer/ }).fill("3332221");
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("maximiliane.mueller-luedenscheidt@example.de");
  await submit.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  await reflow.check(`${brand} confirmation`, brand);
}

/** The self-care form, its submit modal and receipt, where the demo backend has a link for the brand. */
async function selfcareStates(page: Page, reflow: Reflow, brand: BrandSlug): Promise<void> {
  const link = SELFCARE[brand];
  if (!link) return;
  await open(page, brand, `/selfcarekuendigung?data=${link}`);
  await reflow.check(`${brand} self-care form`, brand);
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("button", { name: "Kündigung prüfen" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await reflow.check(`${brand} self-care submit modal`, brand);
  await page.getByRole("dialog").getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  await reflow.check(`${brand} self-care confirmation`, brand);
}

// The interactive states for a Turkish-speaking brand and a prepaid brand with a self-care link;
// every brand: `npm run test:e2e:full`. The server-rendered pages above run for every brand and language.
for (const brands of halves(brandSample(["ayyildiz", "aldi"]))) {
  test(`the termination and self-care states reflow at 320 px for ${brands.join(", ")}`, async ({ page }) => {
    test.setTimeout(90_000);
    await stayInGerman(page);
    const reflow = reflowChecker(page);
    for (const brand of brands) {
      for (const lang of BRAND_DEFINITIONS[brand].languages.filter((l) => l !== "de")) {
        await open(page, brand, "/kuendigung", lang);
        await reflow.check(`${brand} termination form`, brand);
      }
      await terminationStates(page, reflow, brand);
      await selfcareStates(page, reflow, brand);
    }
    expect(reflow.problems).toEqual([]);
  });

  test(`the design-system gallery, its modal and calendar reflow at 320 px for ${brands.join(", ")}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const reflow = reflowChecker(page);
    for (const brand of brands) {
      await page.goto(`/__ui?brand=${brand}`);
      await expect(page.getByRole("heading", { level: 1, name: "Design-System" })).toBeVisible();
      // Selects become the rich ones once the page is used: check the page as it then stays.
      await richSelectsIn(page);
      await reflow.check(`${brand} gallery`, brand);
    }
    await page.getByRole("button", { name: "Modal öffnen" }).click();
    await expect(page.getByRole("dialog", { name: "Hinweis zur Kündigung" })).toBeVisible();
    await reflow.check("gallery modal", brands.at(-1) as BrandSlug);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Kalender öffnen" }).first().click();
    await expect(page.getByRole("grid")).toBeVisible();
    await reflow.check("gallery calendar", brands.at(-1) as BrandSlug);
    expect(reflow.problems).toEqual([]);
  });
}
