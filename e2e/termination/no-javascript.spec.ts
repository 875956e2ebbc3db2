import { expect, test } from "../fixtures";
import { addDays, germanLongDate, germanTypedDate, PROOF, terminationConfig, todayInGermany } from "./helpers";

test.use({ javaScriptEnabled: false });

test("without JavaScript a regular termination is received, with its PDF", async ({ page, request }) => {
  const config = await terminationConfig(request, "ortel");
  const earliest = config.serviceTypes[0]?.earliestTerminationDate ?? "";
  await page.goto("/kuendigung?brand=ortel");
  await page.getByRole("radio", { name: "Prepaid-Karte" }).check();
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Ayşe");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Yılmaz");
  await page.getByRole("textbox", { name: /Rufnummer des Vertrags/ }).fill("0157 1234567");
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("ayse@example.de");
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();

  await expect(page).toHaveURL(/\/kuendigung\/bestaetigung$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  await expect(page.getByTestId("effective-date")).toHaveText(germanLongDate(earliest));
  // The link asks the confirmation, which sends the browser on to the PDF once the backend has it.
  const href = new URL((await page.getByTestId("receipt-pdf").getAttribute("href")) ?? "", page.url());
  expect(href.pathname + href.search).toBe("/kuendigung/bestaetigung?beleg=pdf");
  const pdf = await page.request.get(href.toString());
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // When the backend cannot give it, the confirmation says so (no error file saved as the PDF).
  await request.post("/__demo/faults", {
    data: { method: "GET", path: "/api/ortel/contracttermination/download/*", status: 500, times: 1 },
  });
  await page.getByTestId("receipt-pdf").click();
  await expect(page.getByRole("alert")).toContainText("Die Kündigungsbestätigung konnte gerade nicht geladen werden");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
});

test("without JavaScript an extraordinary termination with proof and a later date is received", async ({ page }) => {
  // A move within Germany takes effect one month after the declaration at the earliest (§ 60 Abs. 2 TKG).
  const later = addDays(todayInGermany(), 45);
  await page.goto("/en/kuendigung?brand=o2");
  await page.getByRole("radio", { name: "DSL or landline" }).check();
  await page.getByRole("radio", { name: "Extraordinary cancellation" }).check();
  await page.getByRole("combobox", { name: /Reason for the extraordinary cancellation/ }).selectOption("UmzugInland");
  await page.locator("#termination-proof").setInputFiles(PROOF);
  await page.getByRole("textbox", { name: "First name" }).fill("Max");
  await page.getByRole("textbox", { name: "Last name" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Customer number/ }).fill("7654321");
  await page.getByRole("radio", { name: "On a later date" }).check();
  const [year, month, day] = later.split("-");
  // The plain field says the format the server reads it in (the calendar picker needs JavaScript).
  const date = page.getByRole("textbox", { name: /Preferred cancellation date/ });
  await expect(date).toHaveAttribute("placeholder", "MM/DD/YYYY");
  await expect(date).toHaveAccessibleDescription(/Format: MM\/DD\/YYYY/);
  await date.fill(`${month}/${day}/${year}`);
  await page.getByRole("textbox", { name: /Email address/ }).fill("max@example.de");
  await page.getByRole("button", { name: "Cancel contract now" }).click();

  await expect(page).toHaveURL(/\/en\/kuendigung\/bestaetigung$/);
  await expect(page.getByText("Moving within Germany")).toBeVisible();
  await expect(page.getByTestId("effective-date")).toHaveText(
    new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(`${later}T00:00:00Z`)),
  );
});

test("without JavaScript the server's checks come back as an error summary and every entry stays", async ({ page }) => {
  await page.goto("/kuendigung?brand=o2");
  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Außerordentliche Kündigung" }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Erika");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Rufnummer des Vertrags/ }).fill("ruf mich an");
  await page.getByRole("radio", { name: "Zu einem späteren Datum" }).check();
  await page
    .getByRole("textbox", { name: /Gewünschtes Kündigungsdatum/ })
    .fill(germanTypedDate(addDays(todayInGermany(), -3)));
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("erika@example.de");
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();

  await expect(page).toHaveTitle(/^Fehler: Vertrag kündigen/);
  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Angaben" });
  await expect(summary.getByRole("link")).toHaveText([
    /Grund der außerordentlichen Kündigung/,
    /Rufnummer des Vertrags: /,
    /Gewünschtes Kündigungsdatum: Bitte wählen Sie ein Datum zwischen/,
  ]);
  await expect(page.getByRole("textbox", { name: "Vorname" })).toHaveValue("Erika");
  await expect(page.getByRole("textbox", { name: /Rufnummer des Vertrags/ })).toHaveValue("ruf mich an");
  await expect(page.getByRole("textbox", { name: /Rufnummer des Vertrags/ })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("radio", { name: "Außerordentliche Kündigung" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: /E-Mail-Adresse/ })).toHaveValue("erika@example.de");
});

test("without JavaScript the combined-advantage notice stands in the page and its button sends the termination", async ({
  page,
}) => {
  await page.goto("/kuendigung?brand=o2");
  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Max");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Kundennummer/ }).fill("100200300");
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("max@example.de");
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();

  const notice = page.getByTestId("discount-notice");
  await expect(notice.getByRole("heading")).toHaveText("Ihr Kombi-Vorteil endet mit der Kündigung");
  await expect(notice).toContainText("einen monatlichen Rabatt von 10,00 €");
  await expect(notice.getByRole("link", { name: /^0800/ })).toHaveAttribute("href", /^tel:/);
  await expect(page.locator("#termination-form").getByRole("button", { name: "Jetzt kündigen" })).toBeVisible();
  await notice.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
});
