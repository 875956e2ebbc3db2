import { expect, test } from "../fixtures";
import {
  addDays,
  arrowToOption,
  downloadedText,
  germanLongDate,
  germanTypedDate,
  PROOF,
  tabTo,
  terminationConfig,
  todayInGermany,
} from "./helpers";

test("a regular termination, with the keyboard alone, ends with the receipt and its PDF", async ({ page, request }) => {
  const config = await terminationConfig(request, "o2");
  const earliest = config.serviceTypes.find((s) => s.id === "mobile")?.earliestTerminationDate ?? "";
  await page.goto("/kuendigung?brand=o2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vertrag kündigen");

  await tabTo(page, page.getByRole("radio", { name: "Mobilfunkvertrag" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("textbox", { name: "Vorname" }));
  await page.keyboard.type("Erika");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Mustermann");
  await tabTo(page, page.getByRole("textbox", { name: /Kundennummer/ }));
  await page.keyboard.type("4455667");
  await expect(page.getByRole("radio", { name: "Zum nächstmöglichen Zeitpunkt" })).toBeChecked();
  await tabTo(page, page.getByRole("textbox", { name: /E-Mail-Adresse/ }));
  await page.keyboard.type("erika.mustermann@example.de");
  await tabTo(page, page.getByRole("button", { name: "Jetzt kündigen" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/kuendigung\/bestaetigung$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  await expect(page.getByTestId("effective-date")).toHaveText(germanLongDate(earliest));
  await expect(page.getByTestId("received-at")).toContainText(" um ");
  await expect(
    page.getByText("Eine Bestätigung schicken wir zusätzlich per E-Mail an erika.mustermann@example.de."),
  ).toBeVisible();

  const pdfLink = page.getByRole("link", { name: "Kündigungsbestätigung herunterladen (PDF)" });
  await tabTo(page, pdfLink);
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  expect((await downloadedText(await download)).startsWith("%PDF-")).toBe(true);
});

test("an extraordinary termination with proof and a later date, with the keyboard alone", async ({ page }) => {
  const later = addDays(todayInGermany(), 45);
  await page.goto("/kuendigung?brand=blau");

  await tabTo(page, page.getByRole("radio", { name: "Mobilfunkvertrag" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Außerordentliche Kündigung" })).toBeChecked();

  const reason = page.getByRole("combobox", { name: /Grund der außerordentlichen Kündigung/ });
  await tabTo(page, reason);
  await arrowToOption(page, reason, "UmzugAusland");

  const proof = page.locator("#termination-proof");
  await tabTo(page, proof);
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles(PROOF);
  await expect(page.getByText("abmeldung.pdf")).toBeVisible();

  await tabTo(page, page.getByRole("textbox", { name: "Vorname" }));
  await page.keyboard.type("Max");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Mustermann");
  await tabTo(page, page.getByRole("textbox", { name: /Rufnummer des Vertrags/ }));
  await page.keyboard.type("0176 98765432");
  await tabTo(page, page.getByRole("radio", { name: "Zum nächstmöglichen Zeitpunkt" }));
  await page.keyboard.press("ArrowDown");
  const date = page.getByRole("textbox", { name: /Gewünschtes Kündigungsdatum/ });
  await tabTo(page, date);
  await page.keyboard.type(germanTypedDate(later));
  await tabTo(page, page.getByRole("textbox", { name: /E-Mail-Adresse/ }));
  await page.keyboard.type("max@example.de");
  await tabTo(page, page.getByRole("button", { name: "Jetzt kündigen" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  await expect(page.getByRole("definition").filter({ hasText: "Umzug ins Ausland" })).toBeVisible();
  await expect(page.getByTestId("effective-date")).toHaveText(germanLongDate(later));
  const href = await page.getByTestId("receipt-pdf").getAttribute("href");
  const pdf = await page.request.get(new URL(href ?? "", page.url()).toString());
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the confirmation without a submission leads back to the form", async ({ page }) => {
  await page.goto("/en/kuendigung/bestaetigung");
  await expect(page).toHaveURL(/\/en\/kuendigung$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel a contract");
});
