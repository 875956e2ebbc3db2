import { dataLayer, expect, test } from "../fixtures";

test("the data layer receives the termination events in order, with label and brand", async ({ page }) => {
  await page.goto("/kuendigung?brand=blau");
  await expect
    .poll(async () => (await dataLayer(page)).some((e) => e.event === "termination_teaser_viewed"))
    .toBe(true);

  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Angaben ergänzen" }).click();

  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Max");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Kundennummer/ }).fill("100200300");
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("max@example.de");
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  const layer = page.getByRole("dialog", { name: "Ihr Kombi-Vorteil endet mit der Kündigung" });
  await layer.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");

  await expect
    .poll(async () =>
      (await dataLayer(page))
        .filter((e) => typeof e.event === "string" && e.event !== "gtm.js")
        .map((e) =>
          e.event === "page_view"
            ? `page_view ${(e.page as { path: string }).path}`
            : `${e.event} ${e.label} ${e.useCase}`,
        ),
    )
    .toEqual([
      "page_view /kuendigung",
      "termination_page_loaded none/none/now blau",
      "termination_teaser_viewed none/none/now blau",
      "termination_submit_clicked none/none/now blau",
      "termination_required_fields_modal_viewed none/none/now blau",
      "termination_required_fields_modal_closed none/none/now blau",
      "termination_submit_clicked mobile/Regular/now blau",
      "termination_discount_modal_viewed mobile/Regular/now blau",
      "termination_submit_clicked mobile/Regular/now blau",
      "page_view /kuendigung/bestaetigung",
      "termination_submitted success/mobile/Regular/now blau",
    ]);
});
