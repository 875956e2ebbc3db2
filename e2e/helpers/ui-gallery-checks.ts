import type { Page } from "@playwright/test";
import { axeViolations, expect } from "../fixtures";
import { germanDate, switchPage, tabUntil } from "./ui-gallery";

/**
 * The gallery's keyboard and no-JavaScript checks, part by part: ui-gallery.spec.ts runs several of them on one
 * opened gallery (opening it takes seconds on a busy machine), each as a step of its own.
 */

/** The modal opens, keeps focus inside, closes on Escape and returns focus; the required dialog ignores Escape. */
export async function modalByKeyboard(page: Page) {
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
}

/** Accordion items open one at a time. */
export async function accordionByKeyboard(page: Page) {
  const first = page.getByRole("button", { name: "Wie kündige ich?" }).first();
  const second = page.getByRole("button", { name: /Welche Fristen gelten\?/ }).first();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Space");
  await expect(second).toHaveAttribute("aria-expanded", "false");
}

/** The date picker: a typed date, the calendar, the month overlay and the focus return. */
export async function datePickerByKeyboard(page: Page) {
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
}

/** A range is picked in the calendar, and range rules are explained. */
export async function rangeByKeyboard(page: Page) {
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
}

/** The carousel moves by buttons, dots and arrow keys and says which slide shows. */
export async function carouselByKeyboard(page: Page) {
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
}

/** The error summary reaches the native radios and checkbox, which show focus and the error. */
export async function summaryToNativeControls(page: Page) {
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
}

/** The page transition fades out, then in; under reduced motion it swaps at once. */
export async function transitionPhases(page: Page) {
  expect(await switchPage(page, "Zweite Seite: Ihre Daten")).toEqual(["out", "in", "idle"]);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await switchPage(page, "Erste Seite: Ihr Angebot")).not.toContain("out");
}

/** Without JavaScript: native selects and typed dates. */
export async function nativeFields(page: Page) {
  const salutation = page.getByRole("combobox", { name: /^Anrede/ }).first();
  await expect(salutation).toHaveJSProperty("tagName", "SELECT");
  await salutation.selectOption("herr");
  await expect(salutation).toHaveValue("herr");
  await expect(page.getByRole("combobox", { name: /Staatsangehörigkeit/ })).toHaveJSProperty("tagName", "SELECT");
  const date = page.getByRole("textbox", { name: /Kündigungsdatum/ });
  await date.fill("24.12.2030");
  await expect(date).toHaveAttribute("name", /.+/);
  await expect(page.getByRole("textbox", { name: "Vorname" })).toBeEditable();
}

/** Without JavaScript: radios, the checkbox and the open accordion items work natively, and the form submits. */
export async function nativeChoicesSubmit(page: Page) {
  await expect(
    page.getByText("Füllen Sie das Formular aus und klicken Sie auf „Jetzt kündigen“.").first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Wie kündige ich?" }).first()).toHaveAttribute("aria-expanded", "true");
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
}
