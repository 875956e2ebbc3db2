import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "../fixtures";
import { FULL_SWEEP } from "../sample";

const ALL_BRANDS = [
  { slug: "o2", service: "Mobilfunkvertrag", selfcare: "demo-selfcare-mobile", combined: true },
  { slug: "aldi", service: "Prepaid-Karte", selfcare: "demo-selfcare-prepaid", combined: false },
  { slug: "blau", service: "Mobilfunkvertrag", selfcare: "demo-selfcare-blau", combined: true },
] as const;
// The postpaid brand with the discount layer in npm test (the route sweep checks the forms for other brands);
// the prepaid one and blau too with `npm run test:e2e:full`.
const BRANDS = FULL_SWEEP ? ALL_BRANDS : ALL_BRANDS.filter((brand) => brand.slug === "o2");

/** `include`: an open dialog is checked by itself; the page behind it was checked just before. */
async function expectNoViolations(page: Page, screen: string, include: string[] = []) {
  expect(await axeViolations(page, include), screen).toEqual([]);
}

for (const brand of BRANDS) {
  test(`axe finds nothing on the termination screens for ${brand.slug}`, async ({ page }) => {
    // Four whole-page axe runs and three dialogs: well over a minute on a busy two-core machine.
    test.setTimeout(90_000);
    await page.goto(`/kuendigung?brand=${brand.slug}`);
    await expectNoViolations(page, "form");

    await page.getByRole("button", { name: "Jetzt kündigen" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "required-fields modal", ['[role="dialog"]']);
    await page.getByRole("dialog").getByRole("button", { name: "Angaben ergänzen" }).click();
    await expectNoViolations(page, "form with errors");

    await page.getByRole("radio", { name: brand.service }).check();
    await page.getByRole("radio", { name: "Außerordentliche Kündigung" }).check();
    await page.getByRole("combobox", { name: /Grund/ }).selectOption("UmzugAusland");
    await page.getByRole("radio", { name: "Zu einem späteren Datum" }).check();
    await page.getByRole("button", { name: "Kalender öffnen" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "calendar", ['[role="dialog"]']);
    await page.keyboard.press("Escape");

    await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
    await page.getByRole("radio", { name: "Zum nächstmöglichen Zeitpunkt" }).check();
    await page.getByRole("textbox", { name: "Vorname" }).fill("Max");
    await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
    await page.getByRole("textbox", { name: /Kundennummer/ }).fill(brand.combined ? "100200300" : "3332221");
    await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("max@example.de");
    await page.getByRole("button", { name: "Jetzt kündigen" }).click();
    if (brand.combined) {
      await expect(page.getByRole("dialog", { name: "Ihr Kombi-Vorteil endet mit der Kündigung" })).toBeVisible();
      await expectNoViolations(page, "discount layer", ['[role="dialog"]']);
      await page.getByRole("dialog").getByRole("button", { name: "Jetzt kündigen" }).click();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
    await expectNoViolations(page, "confirmation");
  });

  test(`axe finds nothing on the self-care screens for ${brand.slug}`, async ({ page }) => {
    await page.goto(`/selfcarekuendigung?data=${brand.selfcare}&brand=${brand.slug}`);
    await expectNoViolations(page, "self-care form");
    await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
    await page.getByRole("button", { name: "Kündigung prüfen" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "self-care confirm step", ['[role="dialog"]']);
    await page.getByRole("dialog").getByRole("button", { name: "Jetzt kündigen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
    await expectNoViolations(page, "self-care confirmation");
    await page.goto(`/selfcarekuendigung?data=demo-selfcare-unknown&brand=${brand.slug}`);
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoViolations(page, "self-care error");
  });
}
