import type { Locator, Page } from "@playwright/test";
import { axeViolations, dataLayer, expect, PLAIN, test } from "../fixtures";
import { privateOffer } from "../helpers/private-offer";
import { reflowChecker } from "../helpers/reflow";

const T_NO_PAYMENT_METHODS_AVAILABLE = privateOffer("demo-offer-no-payment-methods-available");
const T_STANDARD = privateOffer("demo-offer-standard");
const T_TM = privateOffer("demo-offer-tm");

/**
 * The identity and payment steps: the keyboard alone from ausweisdaten through zahlung (SEPA) to the summary,
 * an IBAN the backend refuses, the screen for an offer without payment method, axe and 320 px on both steps.
 */
const STANDARD = T_STANDARD; // personal data complete, no identity document yet
const EXISTING = T_TM; // everything known: the payment step renders at once
const NO_METHODS = T_NO_PAYMENT_METHODS_AVAILABLE;

async function chooseCart(page: Page, token: string) {
  await page
    .context()
    .addCookies([{ name: "offer_choice", value: `0.Standard.${token}`, url: PLAIN, httpOnly: true, sameSite: "Lax" }]);
}

/** Presses Tab until the element has the focus: it is reachable with the keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reached with Tab: ${target}`);
}

/** Hydrated (its page view is in the data layer), with the lazy parts loaded: calendar, IBAN check, drafts. */
async function ready(page: Page) {
  await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === "page_view")).toBe(true);
  await page.waitForLoadState("networkidle");
}

test("the keyboard alone: document, then SEPA, then the summary; no secret in storage or the data layer", async ({
  page,
}) => {
  await chooseCart(page, STANDARD);
  await page.goto(`/angebot/${STANDARD}/ausweisdaten`);
  await ready(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ausweisdaten");

  await tabTo(page, page.getByRole("radio", { name: "Personalausweis" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByLabel("Ausweisnummer"));
  await page.keyboard.type("l01x 00t47");
  await tabTo(page, page.getByLabel("Ausstellende Behörde"));
  await page.keyboard.type("Stadt München");
  await tabTo(page, page.getByRole("textbox", { name: "Gültig bis" }));
  await page.keyboard.type("31.08.2031");
  await tabTo(page, page.getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(`/angebot/${STANDARD}/zahlung`);
  await ready(page);
  await tabTo(page, page.getByRole("radio", { name: "Lastschrift (SEPA)" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("textbox", { name: "IBAN" }));
  await page.keyboard.type("DE89 3704 0044 0532 0130 00");
  await tabTo(page, page.getByLabel("Kontoinhaberin oder Kontoinhaber"));
  await expect(page.getByRole("status").filter({ hasText: "IBAN geprüft" })).toHaveText(
    "IBAN geprüft: DE89 3704 0044 0532 0130 00, Commerzbank",
  );
  await page.keyboard.type("Erika Mustermann");
  await tabTo(page, page.getByRole("checkbox", { name: /SEPA-Lastschriftmandat/ }));
  await page.keyboard.press("Space");
  // Let the draft settle, then look into the browser's storages.
  await page.waitForTimeout(400);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).toContain("Erika Mustermann");
  for (const secret of ["L01X00T47", "l01x", "DE89", "3704"]) expect(stored).not.toContain(secret);
  await tabTo(page, page.getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(`/angebot/${STANDARD}/zusammenfassung`);
  const layer = await dataLayer(page);
  const info = layer.find((entry) => entry.event === "add_payment_info") as { ecommerce: Record<string, unknown> };
  expect(info.ecommerce).toMatchObject({ currency: "EUR", payment_type: "sepa" });
  expect(layer.some((entry) => entry.event === "offer_payment_data_saved")).toBe(true);
  const pushed = JSON.stringify(layer);
  for (const secret of ["DE89", "3704", "Mustermann", STANDARD]) expect(pushed).not.toContain(secret);
});

test("an IBAN the backend refuses: the error at the field and in the summary, every other entry kept", async ({
  page,
}) => {
  await chooseCart(page, EXISTING);
  await page.goto(`/angebot/${EXISTING}/zahlung`);
  await ready(page);
  await page.getByRole("radio", { name: "Lastschrift (SEPA)" }).check();
  const iban = page.getByRole("textbox", { name: "IBAN" });
  await iban.fill("DE89 3704 0044 0532 0130 01");
  await page.getByLabel("Kontoinhaberin oder Kontoinhaber").fill("Erika Mustermann");
  await page.getByRole("checkbox", { name: /SEPA-Lastschriftmandat/ }).check();
  await page.getByRole("button", { name: "Weiter" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Angaben" });
  await expect(summary).toContainText("IBAN: Diese IBAN ist nicht gültig");
  await expect(iban).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(`/angebot/${EXISTING}/zahlung`);
  await expect(iban).toHaveValue("DE89 3704 0044 0532 0130 01");
  await expect(page.getByLabel("Kontoinhaberin oder Kontoinhaber")).toHaveValue("Erika Mustermann");
  await expect(page.getByRole("radio", { name: "Lastschrift (SEPA)" })).toBeChecked();
});

test("an offer without payment method: its own screen with the hotline, no form", async ({ page }) => {
  await chooseCart(page, NO_METHODS);
  await page.goto(`/angebot/${NO_METHODS}/zahlung`);
  const screen = page.getByTestId("no-payment-methods");
  await expect(screen).toContainText("Für dieses Angebot ist keine Zahlungsart verfügbar");
  await expect(screen.locator('a[href^="tel:"]')).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
});

test("both steps: axe finds nothing, and they reflow at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await chooseCart(page, EXISTING);
  const reflow = reflowChecker(page);
  for (const step of ["ausweisdaten", "zahlung"]) {
    await page.goto(`/angebot/${EXISTING}/${step}`);
    await ready(page);
    // The payment step with direct debit chosen, so the account's fields are checked too.
    if (step === "zahlung") await page.getByRole("radio", { name: "Lastschrift (SEPA)" }).check();
    expect(await axeViolations(page), step).toEqual([]);
    await reflow.check(step, "o2");
  }
  expect(reflow.problems).toEqual([]);
});
