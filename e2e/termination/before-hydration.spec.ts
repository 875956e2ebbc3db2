import { dataLayer, expect, test } from "../fixtures";
import { holdHydration } from "../helpers/hydration";

/**
 * A customer can start before the page's JavaScript has arrived (on a slow line, or while it loads after the first
 * paint): what they chose and typed stays, the parts that depend on it show once the page has hydrated, and the
 * form sends it.
 */
test("what is chosen and typed before the page hydrates is kept, shown and sent", async ({ page }) => {
  // The entry module hydrates the page: hold it until the customer has filled the form.
  const release = await holdHydration(page);
  // `waitUntil` given: the fixture's goto would otherwise wait for the hydration held back here.
  await page.goto("/kuendigung?brand=o2", { waitUntil: "load" });
  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Außerordentliche Kündigung" }).check();
  await page.getByRole("combobox", { name: /Grund der außerordentlichen Kündigung/ }).selectOption("UmzugAusland");
  await page.getByRole("textbox", { name: "Vorname" }).fill("Erika");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Kundennummer/ }).fill("5551001");
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("erika@example.de");
  expect((await dataLayer(page)).map((entry) => entry.event)).not.toContain("termination_page_loaded");

  release();
  // Hydrated: the page's first effects have run.
  await expect
    .poll(async () => (await dataLayer(page)).map((entry) => entry.event))
    .toContain("termination_page_loaded");
  await expect(page.getByRole("textbox", { name: "Vorname" })).toHaveValue("Erika");
  await expect(page.getByRole("combobox", { name: /Grund der außerordentlichen Kündigung/ })).toHaveValue(
    "UmzugAusland",
  );
  await expect(page.getByText(/später nachreichen/).first()).toBeVisible();
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  await expect(page.locator("dd", { hasText: "Umzug ins Ausland" })).toBeVisible();
});
