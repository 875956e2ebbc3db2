import { axeViolations, expect, test } from "./fixtures";
import { focusedName, openGallery, tabUntil } from "./helpers/ui-gallery";
import {
  accordionByKeyboard,
  carouselByKeyboard,
  datePickerByKeyboard,
  modalByKeyboard,
  nativeChoicesSubmit,
  nativeFields,
  rangeByKeyboard,
  summaryToNativeControls,
  transitionPhases,
} from "./helpers/ui-gallery-checks";
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

// The gallery takes seconds to open on a busy machine: one opened gallery serves the checks of parts that do not
// touch each other, each a step of its own (a failure names its step).
test("keyboard: the modal, the accordion, the carousel, the error summary's native controls; the page transition", async ({
  page,
}) => {
  await openGallery(page, "o2");
  await test.step("the modal keeps focus inside, closes on Escape and returns focus", () => modalByKeyboard(page));
  await test.step("accordion items open one at a time", () => accordionByKeyboard(page));
  await test.step("the carousel moves by buttons, dots and arrow keys", () => carouselByKeyboard(page));
  await test.step("the error summary reaches the native radios and checkbox", () => summaryToNativeControls(page));
  // Last: it turns on reduced motion for the page.
  await test.step("the page transition fades out and in, and swaps at once under reduced motion", () =>
    transitionPhases(page));
});

test("keyboard: date picker with typed date, calendar, month overlay and focus return; a range and its rules", async ({
  page,
}) => {
  await openGallery(page, "o2");
  await test.step("a typed date, the calendar, the month overlay, the focus return", () => datePickerByKeyboard(page));
  await test.step("a range is picked in the calendar, and range rules are explained", () => rangeByKeyboard(page));
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

  // One page load for both: the fields first, the submitting form last.
  test("the form fields, radios, the checkbox and the open accordion items work natively, and the form submits", async ({
    page,
  }) => {
    await page.goto("/__ui?brand=o2");
    await test.step("native selects and typed dates", () => nativeFields(page));
    await test.step("radios, the checkbox and the open accordion items; the form submits", () =>
      nativeChoicesSubmit(page));
  });
});
