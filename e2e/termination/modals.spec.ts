import type { Page } from "@playwright/test";
import { dataLayer, expect, test } from "../fixtures";
import { fillRegularTermination } from "./helpers";

/** A customer whose number the demo knows with a combined advantage (the discount layer). */
const fillCombinedAdvantageCustomer = (page: Page) =>
  fillRegularTermination(page, { firstName: "Max", customerNumber: "100200300", email: "max@example.de" });

test("the required-fields modal lists what is missing, and each link leads to its field", async ({ page }) => {
  await page.goto("/kuendigung?brand=o2");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  const modal = page.getByRole("dialog", { name: "Bitte ergänzen Sie noch diese Angaben" });
  await expect(modal.getByTestId("required-fields").getByRole("link")).toHaveText([
    "Welchen Vertrag möchten Sie kündigen?",
    "Wie möchten Sie kündigen?",
    "Vorname",
    "Kundennummer oder Rufnummer des Vertrags",
    "E-Mail-Adresse für die Bestätigung",
  ]);
  await modal.getByRole("link", { name: "Vorname" }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Vorname" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Vorname" })).toHaveAttribute("aria-invalid", "true");
  expect(page.url()).toMatch(/\/kuendigung\?brand=o2$/);
});

test("the discount layer informs; its button sends the termination", async ({ page }) => {
  await page.goto("/kuendigung?brand=o2");
  await fillCombinedAdvantageCustomer(page);
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  const layer = page.getByRole("dialog", { name: "Ihr Kombi-Vorteil endet mit der Kündigung" });
  await expect(layer).toContainText(
    "Sie erhalten derzeit einen monatlichen Rabatt von 10,00 € für O2 Mobile M, O2 Home L.",
  );
  const phone = layer.getByRole("link", { name: "0800 5200 123" });
  await expect(phone).toHaveAttribute("href", /^tel:\+49/);
  // The call itself leaves the browser; the click is tracked before that.
  await phone.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
  await phone.click();
  await layer.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  const events = (await dataLayer(page)).map((e) => e.event).filter(Boolean);
  expect(events).toContain("termination_phone_clicked");
  expect(events).toContain("termination_discount_modal_viewed");
});

test("closing the discount layer keeps the form as it was, with the button still there", async ({ page }) => {
  await page.goto("/kuendigung?brand=blau");
  await fillCombinedAdvantageCustomer(page);
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  const layer = page.getByRole("dialog", { name: "Ihr Kombi-Vorteil endet mit der Kündigung" });
  await expect(layer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(layer).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: /Kundennummer/ })).toHaveValue("100200300");
  await expect(page.getByRole("button", { name: "Jetzt kündigen" })).toBeVisible();
  expect((await dataLayer(page)).map((e) => e.event)).toContain("termination_discount_modal_closed");
});
