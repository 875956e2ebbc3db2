import { axeViolations, expect, test } from "./fixtures";
import { focusedName, germanDate, openGallery, switchPage, tabUntil } from "./helpers/ui-gallery";
import { brandSample } from "./sample";

// The gallery is the largest page there is: every component in every state, hydrated at once. On a busy two-core
// machine opening it alone can take 10 s, so its tests get twice the usual time.
test.describe.configure({ timeout: 60_000 });

// Every brand's theme: `npm run test:e2e:full`. The customer screens are checked with axe per brand in their
// own specs; this developer page runs for the English-speaking brand, whose theme they cover least.
// The whole gallery is the largest page there is (axe alone takes 10-30 s on a busy machine): it is checked
// whole here, and the other tests check only the part they opened.
for (const slug of brandSample(["ortel"])) {
  test(`axe finds nothing on /__ui for ${slug}, and the gallery is kept as a screenshot`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openGallery(page, slug);
    await expect(page.locator("html")).toHaveClass(slug);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(15);
    expect(await axeViolations(page)).toEqual([]);
    const path = testInfo.outputPath(`gallery-${slug}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`gallery-${slug}`, { path, contentType: "image/png" });
  });
}

for (const slug of brandSample(["aldi"])) {
  test(`axe finds nothing with the modal, the calendar and a listbox open for ${slug}`, async ({ page }) => {
    test.setTimeout(90_000);
    await openGallery(page, slug);
    await page.getByRole("button", { name: "Modal öffnen" }).click();
    await expect(page.getByRole("dialog", { name: "Hinweis zur Kündigung" })).toBeVisible();
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Kalender öffnen" }).first().click();
    await expect(page.getByRole("grid")).toBeVisible();
    expect(await axeViolations(page, ['[role="dialog"]', "#date-picker"])).toEqual([]);
    await page.getByRole("button", { name: /Jahr wählen/ }).click();
    await expect(page.getByRole("listbox", { name: "Jahre" })).toBeVisible();
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("grid")).toHaveCount(0);

    await page.getByRole("button", { name: "Bitte wählen Anrede" }).first().click();
    await expect(page.getByRole("listbox")).toBeVisible();
    expect(await axeViolations(page, ['[role="listbox"]', "#forms"])).toEqual([]);
    await page.keyboard.press("Escape");
  });
}

test("keyboard: the modal opens, keeps focus inside, closes on Escape and returns focus", async ({ page }) => {
  await openGallery(page, "o2");
  const trigger = page.getByRole("button", { name: "Modal öffnen" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Hinweis zur Kündigung" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // The required dialog ignores Escape; its button closes it.
  const strict = page.getByRole("button", { name: "Pflicht-Dialog öffnen" });
  await strict.focus();
  await page.keyboard.press("Enter");
  const alert = page.getByRole("alertdialog", { name: "Hinweis zur Kündigung" });
  await expect(alert).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(alert).toBeVisible();
  await tabUntil(page, "Verstanden");
  await page.keyboard.press("Enter");
  await expect(alert).toHaveCount(0);
  await expect(strict).toBeFocused();
});

test("keyboard: accordion items open one at a time", async ({ page }) => {
  await openGallery(page, "o2");
  const first = page.getByRole("button", { name: "Wie kündige ich?" }).first();
  const second = page.getByRole("button", { name: /Welche Fristen gelten\?/ }).first();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Space");
  await expect(second).toHaveAttribute("aria-expanded", "false");
});

test("keyboard: date picker with typed date, calendar, month overlay and focus return", async ({ page }) => {
  await openGallery(page, "o2");
  const input = page.getByRole("textbox", { name: /Kündigungsdatum/ });
  await input.focus();
  await page.keyboard.type("1.1.1990");
  await page.keyboard.press("Tab");
  await expect(page.getByText(/Bitte wählen Sie ein Datum ab dem/)).toBeVisible();
  await expect(page.getByText("Letztes Ereignis: ungültiges Datum")).toBeVisible();
  await expect(page.getByRole("button", { name: "Kalender öffnen" }).first()).toBeFocused();

  await page.keyboard.press("Enter");
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  expect(await grid.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(grid).toHaveCount(0);
  await expect(input).toHaveValue(await germanDate(page, 1));
  await expect(page.getByText("Letztes Ereignis: gültige Auswahl")).toBeVisible();
  await expect(page.getByRole("button", { name: "Kalender öffnen" }).first()).toBeFocused();

  // Month overlay: from the day grid back to the month switch, choose the next month, land on the grid again.
  await page.keyboard.press("Enter");
  await expect(grid).toBeVisible();
  const monthSwitch = page.getByRole("button", { name: /Monat wählen/ });
  const before = (await monthSwitch.textContent()) ?? "";
  await tabUntil(page, /Monat wählen/, "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox", { name: "Monate" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(grid).toBeVisible();
  await expect(monthSwitch).not.toHaveText(before);
  expect(await grid.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(grid).toHaveCount(0);
});

test("keyboard: a range is picked in the calendar, and range rules are explained", async ({ page }) => {
  await openGallery(page, "o2");
  const from = page.getByRole("textbox", { name: "Zeitraum, Ende offen Von" });
  const to = page.getByRole("textbox", { name: "Zeitraum, Ende offen Bis" });
  await from.focus();
  await tabUntil(page, "Kalender öffnen");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("grid")).toBeVisible();
  // After the first pick the calendar moves on by a day; one more arrow makes a three-day range.
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("grid")).toHaveCount(0);
  await expect(from).toHaveValue(await germanDate(page, 0));
  await expect(to).toHaveValue(await germanDate(page, 2));

  // A typed holiday that spans a weekend breaks the "no unavailable days inside" rule.
  const holidayFrom = page.getByRole("textbox", { name: "Urlaubszeitraum Von" });
  await holidayFrom.focus();
  await page.keyboard.type("01.03.2030");
  await page.keyboard.press("Tab");
  await page.keyboard.type("05.03.2030");
  await page.keyboard.press("Tab");
  await expect(page.getByText("Der Zeitraum enthält Tage, die nicht wählbar sind.")).toBeVisible();
  await expect(page.getByText("Letztes Ereignis: ungültige Auswahl")).toBeVisible();
  // A start after the end is swapped: 07.03. to 05.03. becomes 05.03. to 07.03. (Tuesday to Thursday).
  await holidayFrom.fill("");
  await holidayFrom.focus();
  await page.keyboard.type("07.03.2030");
  await page.keyboard.press("Tab");
  await expect(holidayFrom).toHaveValue("05.03.2030");
  await expect(page.getByRole("textbox", { name: "Urlaubszeitraum Bis" })).toHaveValue("07.03.2030");
});

test("keyboard: the carousel moves by buttons, dots and arrow keys and says which slide shows", async ({ page }) => {
  await openGallery(page, "o2");
  const carousel = page.getByRole("region", { name: "Ihre Angebote" });
  const next = carousel.getByRole("button", { name: "Nächste Folie" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(carousel.getByText("Ihre Angebote: Folie 2 von 4")).toBeAttached();
  await expect(carousel.getByRole("button", { name: "Folie 2 von 4 anzeigen" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.keyboard.press("ArrowRight");
  await expect(carousel.getByText("Ihre Angebote: Folie 3 von 4")).toBeAttached();
  await tabUntil(page, "Folie 4 von 4 anzeigen", "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(carousel.getByText("Ihre Angebote: Folie 4 von 4")).toBeAttached();
  await expect(next).toBeDisabled();
  await expect(carousel.getByRole("group", { name: "4 von 4" })).toBeInViewport({ ratio: 0.5 });
});

test("keyboard: every form field, the error summary and its links", async ({ page }) => {
  await openGallery(page, "o2");
  const submit = page.getByRole("button", { name: "Absenden" });
  await submit.focus();
  await page.keyboard.press("Enter");
  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Eingaben" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveCount(8);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const firstName = page.getByRole("textbox", { name: "Vorname" });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");

  await page.keyboard.type("Erika");
  await page.keyboard.press("Tab");
  await page.keyboard.type("erika@example.org");
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toMatch(/Anrede/);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: /Herr.*Anrede|Anrede.*Herr/ }).first()).toBeVisible();
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toMatch(/Staatsangehörigkeit/);
  await page.keyboard.type("Deu");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: /Staatsangehörigkeit/ })).toHaveValue("Deutschland");
  // Native radios: Tab lands on the first radio without choosing it; the arrow keys move the choice.
  const regular = page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true });
  const special = page.getByRole("radio", { name: "Außerordentliche Kündigung", exact: true });
  await page.keyboard.press("Tab");
  await expect(regular).toBeFocused();
  await expect(regular).not.toBeChecked();
  await page.keyboard.press("ArrowDown");
  await expect(special).toBeChecked();
  await expect(special).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(regular).toBeChecked();
  await page.keyboard.press("ArrowDown");
  await expect(special).toBeChecked();
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toMatch(/Geburtsdatum/);
  await page.keyboard.type("15.06.1985");
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toMatch(/Datei auswählen/);
  // The focused control is the browser's own file input, which opens its chooser from the keyboard. Headless
  // Chromium does not open that chooser reliably on a synthetic Enter (it failed 5 of 6 runs without tracing),
  // so the files go straight into the focused input; the chooser itself is the browser's, not ours.
  await page.locator(":focus").setInputFiles({
    name: "nachweis.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4"),
  });
  await expect(page.getByText("nachweis.pdf")).toBeVisible();
  await tabUntil(page, /Ich habe die Hinweise/);
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: /Ich habe die Hinweise/ }).first()).toBeChecked();
  await tabUntil(page, "Absenden");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Alle Angaben sind vollständig – danke!")).toBeVisible();
  await expect(summary).toHaveCount(0);
});

test("keyboard: the error summary reaches the native radios and checkbox, which show focus and the error", async ({
  page,
}) => {
  await openGallery(page, "o2");
  await page.getByRole("button", { name: "Absenden" }).press("Enter");
  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Eingaben" });
  await expect(summary).toBeFocused();
  expect(await axeViolations(page, ["#forms"])).toEqual([]);

  await summary.getByRole("link", { name: "Bitte wählen Sie die Kündigungsart." }).press("Enter");
  const regular = page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true });
  await expect(regular).toBeFocused();
  await expect(regular).toHaveAttribute("aria-invalid", "true");
  await expect(regular).toHaveAccessibleDescription(/Zum Ende der Laufzeit.*Bitte wählen Sie die Kündigungsart\./);
  await expect(page.getByRole("group", { name: /Kündigungsart/ })).toBeVisible();
  await expect(regular).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Space");
  await expect(regular).toBeChecked();

  await summary
    .getByRole("link", { name: "Bitte bestätigen Sie, dass Sie die Hinweise gelesen haben." })
    .press("Enter");
  const consent = page.getByRole("checkbox", { name: /Ich habe die Hinweise/ }).first();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toHaveAccessibleDescription("Bitte bestätigen Sie, dass Sie die Hinweise gelesen haben.");
  await expect(consent).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  // The label is the target: at least 44 px high.
  for (const control of [regular, consent]) {
    const box = await control.locator("xpath=ancestor::label").boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

test("below 600 px the calendar opens as a full-screen sheet", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openGallery(page, "nova");
  await page.getByRole("button", { name: "Kalender öffnen" }).first().focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByTestId("date-picker-sheet");
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.width).toBe(390);
  expect(await axeViolations(page, ['[data-testid="date-picker-sheet"]'])).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form fields still work: native selects and typed dates", async ({ page }) => {
    await page.goto("/__ui?brand=o2");
    const salutation = page.getByRole("combobox", { name: /^Anrede/ }).first();
    await expect(salutation).toHaveJSProperty("tagName", "SELECT");
    await salutation.selectOption("herr");
    await expect(salutation).toHaveValue("herr");
    await expect(page.getByRole("combobox", { name: /Staatsangehörigkeit/ })).toHaveJSProperty("tagName", "SELECT");
    const date = page.getByRole("textbox", { name: /Kündigungsdatum/ });
    await date.fill("24.12.2030");
    await expect(date).toHaveAttribute("name", /.+/);
    await expect(page.getByRole("textbox", { name: "Vorname" })).toBeEditable();
  });

  test("radios, the checkbox and the open accordion items work natively, and the form submits", async ({ page }) => {
    await page.goto("/__ui?brand=o2");
    await expect(
      page.getByText("Füllen Sie das Formular aus und klicken Sie auf „Jetzt kündigen“.").first(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Wie kündige ich?" }).first()).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByText("Nach der Mindestlaufzeit können Sie").first()).toBeHidden();

    const regular = page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true });
    const special = page.getByRole("radio", { name: "Außerordentliche Kündigung", exact: true });
    await special.check();
    await special.press("ArrowUp");
    await expect(regular).toBeChecked();
    await expect(special).not.toBeChecked();
    await page.getByText("Ich habe die Hinweise zur Kündigung gelesen.").first().click();
    await expect(page.getByRole("checkbox", { name: /Ich habe die Hinweise/ }).first()).toBeChecked();

    await page.getByRole("button", { name: "Absenden" }).click();
    await page.waitForURL(/[?&]type=regular(&|$)/);
    expect(new URL(page.url()).searchParams.get("consent")).toBe("on");
  });
});

test("page transition fades out, then in; under reduced motion it swaps at once", async ({ page }) => {
  await openGallery(page, "o2");
  expect(await switchPage(page, "Zweite Seite: Ihre Daten")).toEqual(["out", "in", "idle"]);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await switchPage(page, "Erste Seite: Ihr Angebot")).not.toContain("out");
});
