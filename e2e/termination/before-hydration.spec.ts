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

test("a post sent before the page hydrates shows the notice in the page, and the hydrated page keeps it", async ({
  page,
}) => {
  // The inline notice's code is not in the form's first load (it follows a post only): the page that shows it after
  // such a post hydrates once that code is there, without a mismatch (the fixture fails on any browser error).
  const release = await holdHydration(page);
  await page.goto("/kuendigung?brand=o2", { waitUntil: "load" });
  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Max");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Kundennummer/ }).fill("100200300");
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("max@example.de");
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  const notice = page.getByTestId("discount-notice");
  await expect(notice.getByRole("heading")).toHaveText("Ihr Kombi-Vorteil endet mit der Kündigung");

  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Hydrated, the page shows the notice as the modal it is with JavaScript; its button sends the termination.
  const layer = page.getByRole("dialog", { name: "Ihr Kombi-Vorteil endet mit der Kündigung" });
  await expect(layer).toContainText("einen monatlichen Rabatt von 10,00 €");
  await layer.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
});
