import type { Page } from "@playwright/test";
import { axeViolations, dataLayer, expect, PLAIN, test } from "../fixtures";
import { privateOffer } from "../helpers/private-offer";
import { reflowChecker } from "../helpers/reflow";

const T_NO_PAYMENT_METHODS_AVAILABLE = privateOffer("demo-offer-no-payment-methods-available");
const T_TM = privateOffer("demo-offer-tm");

/**
 * The identity and payment steps beside the whole checkout (checkout-flow.spec.ts, which walks them with the
 * keyboard): an IBAN the backend refuses, the screen for an offer without payment method, axe and 320 px.
 */
const EXISTING = T_TM; // everything known: the payment step renders at once
const NO_METHODS = T_NO_PAYMENT_METHODS_AVAILABLE;

async function chooseCart(page: Page, token: string) {
  await page
    .context()
    .addCookies([{ name: "offer_choice", value: `0.Standard.${token}`, url: PLAIN, httpOnly: true, sameSite: "Lax" }]);
}

/** Hydrated (its page view is in the data layer), with the lazy parts loaded: calendar, IBAN check, drafts. */
async function ready(page: Page) {
  await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === "page_view")).toBe(true);
  await page.waitForLoadState("networkidle");
}

test("an IBAN the backend refuses: the error at the field and in the summary, every other entry kept", async ({
  page,
}) => {
  await chooseCart(page, EXISTING);
  await page.goto(`/angebot/${EXISTING}/zahlung`);
  await ready(page);
  await page.getByRole("radio", { name: "Lastschrift (SEPA)" }).check();
  const iban = page.getByRole("textbox", { name: "IBAN" });
  await iban.fill("DE89 3704 0044 0532 0130 01");
  await page.getByLabel(/^Kontoinhaber\b/).fill("Erika Mustermann");
  await page.getByRole("checkbox", { name: /SEPA-Lastschriftmandat/ }).check();
  await page.getByRole("button", { name: "Weiter" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Angaben" });
  await expect(summary).toContainText("IBAN: Diese IBAN ist nicht gültig");
  await expect(iban).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(`/angebot/${EXISTING}/zahlung`);
  await expect(iban).toHaveValue("DE89 3704 0044 0532 0130 01");
  await expect(page.getByLabel(/^Kontoinhaber\b/)).toHaveValue("Erika Mustermann");
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
