import { expect, test } from "../fixtures";
import { injectFault, journalOf, ownTraceId } from "../helpers/faults";
import { downloadedText, germanLongDate, tabTo } from "./helpers";

test("the self-care form shows the prefilled contract, confirms in a modal and ends with the receipt", async ({
  page,
  request,
}) => {
  const prefill = await (
    await request.get("/api/o2/prefilledcontracttermination/prefill?data=demo-selfcare-mobile")
  ).json();
  await page.goto("/selfcarekuendigung?data=demo-selfcare-mobile&brand=o2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kündigung prüfen und absenden");
  const summary = page.getByTestId("selfcare-summary");
  await expect(summary).toContainText("Max Mustermann");
  await expect(summary).toContainText("O2 Mobile M");
  await expect(page.getByRole("textbox", { name: /E-Mail-Adresse/ })).toHaveValue("max.mustermann@example.de");

  await tabTo(page, page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Kündigung prüfen" }));
  await page.keyboard.press("Enter");
  const modal = page.getByRole("dialog", { name: "Kündigung jetzt absenden?" });
  await expect(modal).toContainText("O2 Mobile M (Mobilfunkvertrag)");
  await expect(modal).toContainText(germanLongDate(prefill.contract.earliestTerminationDate));
  await tabTo(page, modal.getByRole("button", { name: "Jetzt kündigen" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/selfcarekuendigung\/bestaetigung$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  await expect(page.getByTestId("effective-date")).toHaveText(germanLongDate(prefill.contract.earliestTerminationDate));
  const download = page.waitForEvent("download");
  await page.getByTestId("receipt-pdf").click();
  expect((await download).suggestedFilename()).toMatch(/^Kuendigungsbestaetigung-[\w-]+\.pdf$/);
  expect((await downloadedText(await download)).startsWith("%PDF-")).toBe(true);
});

test("going back and sending the same link again shows the first receipt, not a second termination", async ({
  page,
  request,
}) => {
  const traceId = await ownTraceId(page);
  await page.goto("/selfcarekuendigung?data=demo-selfcare-mobile&brand=o2");
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("button", { name: "Kündigung prüfen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page).toHaveURL(/\/selfcarekuendigung\/bestaetigung$/);
  const reference = await page.getByText(/^[0-9a-f-]{36}$/).textContent();

  await page.goBack();
  await expect(page).toHaveURL(/\/selfcarekuendigung\/bestaetigung\?erneut=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Diese Kündigung hatten Sie bereits gesendet. Sie gilt einmal; hier ist ihre Eingangsbestätigung.",
  );
  // By role: the page transition's fading copy of the old page is aria-hidden.
  await expect(page.getByRole("definition").filter({ hasText: reference ?? "" })).toBeVisible();
  const posts = (await journalOf(request, traceId)).filter(
    (entry) => entry.method === "POST" && entry.path.startsWith("/api/o2/prefilledcontracttermination/"),
  );
  expect(posts).toHaveLength(1);
});

test("a link that stops working while the form is open: 'not sent', and the default form has the entries", async ({
  page,
  request,
}) => {
  const traceId = await ownTraceId(page);
  await page.goto("/selfcarekuendigung?data=demo-selfcare-data&brand=o2");
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("neu@example.de");
  await page.getByRole("button", { name: "Kündigung prüfen" }).click();
  await injectFault(request, {
    traceId,
    method: "GET",
    path: "/api/o2/prefilledcontracttermination/prefill",
    kind: { name: "410", fault: { status: 410 }, retriedPost: false },
  });
  await page.getByRole("dialog").getByRole("button", { name: "Jetzt kündigen" }).click();

  await expect(page).toHaveURL(/\/selfcarekuendigung\/error\?reason=expired&data=demo-selfcare-data&after=submit/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung wurde nicht gesendet");
  await page.getByRole("link", { name: "Zum Kündigungsformular" }).click();
  await expect(page).toHaveURL(/\/kuendigung$/);
  await expect(page.getByRole("textbox", { name: /E-Mail-Adresse/ })).toHaveValue("neu@example.de");
  await expect(page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true })).toBeChecked();
});

test("the confirm step can be left to change the entries", async ({ page }) => {
  await page.goto("/selfcarekuendigung?data=demo-selfcare-prepaid&brand=aldi");
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("button", { name: "Kündigung prüfen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Angaben ändern" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/selfcarekuendigung\?/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the self-care termination is sent with one button", async ({ page }) => {
    await page.goto("/en/selfcarekuendigung?data=demo-selfcare-data&brand=o2");
    await page.getByRole("radio", { name: "Regular cancellation" }).check();
    await page.getByRole("button", { name: "Cancel contract now" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We have received your cancellation");
  });
});

test("an expired link leads to the error page with the hotline and the default form", async ({ page }) => {
  await page.goto("/selfcarekuendigung?data=demo-selfcare-expired&brand=o2");
  await expect(page).toHaveURL(/\/selfcarekuendigung\/error\?reason=expired/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Das Kündigungsformular lässt sich nicht öffnen");
  await expect(page.getByRole("alert")).toHaveText("Der Link ist abgelaufen.");
  await expect(page.getByRole("link", { name: /^0800/ })).toHaveAttribute("href", /^tel:/);
  await page.getByRole("link", { name: "Zum Kündigungsformular" }).click();
  await expect(page).toHaveURL(/\/kuendigung$/);
});

test("unknown, malformed and missing links explain themselves", async ({ page }) => {
  await page.goto("/selfcarekuendigung?data=demo-selfcare-unknown&brand=o2");
  await expect(page.getByRole("alert")).toHaveText("Dieser Link ist ungültig.");
  await page.goto("/selfcarekuendigung?data=%3Cscript%3E&brand=o2");
  await expect(page.getByRole("alert")).toHaveText("Dieser Link ist ungültig.");
  const response = await page.goto("/tr/selfcarekuendigung");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("alert")).toHaveText("Bağlantı eksik. Lütfen mesajınızdaki bağlantıyı yeniden açın.");
  const unknownReason = await page.goto("/selfcarekuendigung/error?reason=%3Cb%3Ex");
  expect(unknownReason?.status()).toBe(200);
  await expect(page.getByRole("alert")).toHaveText(
    "Der Link ist unvollständig. Bitte öffnen Sie ihn erneut aus Ihrer Nachricht.",
  );
});
