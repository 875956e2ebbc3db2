import type { BrowserContext, Page } from "@playwright/test";
import { axeViolations, expect, PLAIN, test } from "../fixtures";
import { privateOffer } from "../helpers/private-offer";
import { reflowChecker } from "../helpers/reflow";

const T_O2YOU = privateOffer("demo-offer-o2you");
const T_SIM_ONLY = privateOffer("demo-offer-sim-only");

// The personal-data step (`meine-daten`) against the demo backend; each test has its own offer (shared server).

async function chooseCart(context: BrowserContext, token: string) {
  await context.addCookies([{ name: "offer_choice", value: `0.Standard.${token}`, url: PLAIN }]);
}

function field(page: Page, name: string | RegExp) {
  return page.getByRole("textbox", { name, exact: typeof name === "string" });
}

async function fillAddress(page: Page, street: string, houseNumber: string, postalCode: string, city: string) {
  await field(page, "Straße").fill(street);
  await field(page, "Hausnummer").fill(houseNumber);
  await field(page, "Postleitzahl").fill(postalCode);
  await field(page, "Ort").fill(city);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("server field errors on the fields, then an address choice picked and saved", async ({ page, context }) => {
    await chooseCart(context, T_SIM_ONLY);
    await page.goto(`/angebot/${T_SIM_ONLY}/meine-daten`);
    await fillAddress(page, "Hauptstraße", "achtzehn", "10000", "Berlin");
    await page.getByRole("button", { name: "Weiter" }).click();
    // "Validation failed." from the address validation: next to the field and in the summary, entries kept.
    await expect(page.getByRole("alert")).toContainText("Hausnummer: Bitte geben Sie eine gültige Hausnummer an");
    await expect(field(page, "Hausnummer")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Straße")).toHaveValue("Hauptstraße");

    await field(page, "Hausnummer").fill("5");
    await page.getByRole("button", { name: "Weiter" }).click();
    const choice = page.getByRole("group", { name: "Gefundene Adressen" });
    await expect(choice.getByRole("radio")).toHaveCount(3);
    await page.getByRole("button", { name: "Ausgewählte Adresse übernehmen" }).click();
    await expect(page.getByRole("alert")).toContainText("Bitte wählen Sie eine der gefundenen Adressen.");
    await page.getByRole("radio", { name: "Hauptstraße 5, 13055 Berlin" }).check();
    await page.getByRole("button", { name: "Ausgewählte Adresse übernehmen" }).click();
    await expect(page).toHaveURL(new RegExp(`/angebot/${T_SIM_ONLY}/ausweisdaten$`));
  });
});

test("blau at 320 px: no sideways scrolling, the error summary axe clean, the searchable list by keyboard", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await chooseCart(context, T_O2YOU);
  await page.goto(`/angebot/${T_O2YOU}/meine-daten?brand=blau`);
  const reflow = reflowChecker(page);
  await reflow.check("form", "blau");

  await field(page, "Vorname").fill("");
  await page.getByRole("textbox", { name: "Jahr" }).fill("2015");
  await page.getByRole("button", { name: "Weiter" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Angaben" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Geburtsdatum: Sie müssen mindestens 18 Jahre alt sein.");
  await reflow.check("errors", "blau");
  expect(await axeViolations(page), "errors").toEqual([]);

  // The searchable list, swapped in for the native select once the customer used the page (its chunk can take
  // longer than 5 s on a busy machine).
  await expect(page.getByRole("button", { name: /Vorschläge anzeigen/ })).toBeVisible({ timeout: 15_000 });
  const nationality = page.getByRole("combobox", { name: "Staatsangehörigkeit (optional)" });
  // The swapped-in combobox fills its input from its list a render later; a key typed before that render can be
  // overwritten by the chosen country's name (react-aria resets the text while it counts the field as unfocused).
  // The customer starts from the field as shown.
  await expect(nationality).toHaveValue("Deutschland");
  await nationality.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("türk");
  await expect(page.getByRole("option", { name: "Türkei" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(nationality).toHaveValue("Türkei");
  expect(reflow.problems).toEqual([]);
});
