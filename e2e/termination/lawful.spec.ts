import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { germanLongDate, terminationConfig } from "./helpers";

// § 312k BGB, point by point: what a customer must always be able to do, with and without JavaScript.

const RECEIVED = "Ihre Kündigung ist eingegangen";
const SUBMIT = "Jetzt kündigen";

async function fillCustomer(page: Page, customerNumber: string) {
  await page.getByRole("textbox", { name: "Vorname" }).fill("Erika");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Kundennummer/ }).fill(customerNumber);
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("erika@example.de");
}

async function fillSpecialWithoutProof(page: Page) {
  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Außerordentliche Kündigung" }).check();
  await page.getByRole("combobox", { name: /Grund der außerordentlichen Kündigung/ }).selectOption("UmzugAusland");
  await fillCustomer(page, "5551001");
}

async function fillRegular(page: Page, customerNumber: string) {
  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await fillCustomer(page, customerNumber);
}

/** The posts the demo backend received for one submission path. */
async function postsTo(request: APIRequestContext, page: Page, path: string) {
  const traceId = (await page.context().cookies()).find((c) => c.name === "trace_id")?.value;
  const journal = (await (await request.get(`/__demo/requests?traceId=${traceId}`)).json()) as {
    method: string;
    path: string;
    status: number;
    idempotencyKey: string | null;
  }[];
  return journal.filter((entry) => entry.method === "POST" && entry.path === path);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`proof never blocks: a special termination whose reason asks for a proof is received without one (${mode})`, async ({
      page,
    }) => {
      await page.goto("/kuendigung?brand=o2");
      await fillSpecialWithoutProof(page);
      await expect(page.getByText(/später nachreichen/).first()).toBeVisible();
      await page.getByRole("button", { name: SUBMIT }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(RECEIVED);
      await expect(page.locator("dd", { hasText: "Umzug ins Ausland" })).toBeVisible();
    });

    test(`proof never blocks in the self-care form either (${mode})`, async ({ page }) => {
      await page.goto("/selfcarekuendigung?data=demo-selfcare-prepaid&brand=aldi");
      await page.getByRole("radio", { name: "Außerordentliche Kündigung" }).check();
      await page
        .getByRole("combobox", { name: /Grund der außerordentlichen Kündigung/ })
        .selectOption("SterbefallNutzer");
      await expect(page.getByText(/später nachreichen/).first()).toBeVisible();
      await page.locator("#selfcare-form").getByRole("button", { name: SUBMIT }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(RECEIVED);
    });

    test(`the discount notice shows once; the next "Jetzt kündigen" sends (${mode})`, async ({ page }) => {
      await page.goto("/kuendigung?brand=o2");
      await fillRegular(page, "100200300");
      await page.getByRole("button", { name: SUBMIT }).click();
      if (javaScriptEnabled) {
        const layer = page.getByRole("dialog", { name: /Kombi-Vorteil/ });
        await expect(layer).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(layer).toHaveCount(0);
      } else {
        await expect(page.getByTestId("discount-notice")).toBeVisible();
      }
      await page.locator("#termination-form").getByRole("button", { name: SUBMIT }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(RECEIVED);
    });

    test(`self-care: "Jetzt kündigen" stands with the fields and sends (${mode})`, async ({ page }) => {
      await page.goto("/selfcarekuendigung?data=demo-selfcare-mobile&brand=o2");
      await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
      const button = page.locator("#selfcare-form").getByRole("button", { name: SUBMIT });
      await expect(button).toBeVisible();
      await button.click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(RECEIVED);
    });

    test(`self-care: a failed submit stays on the form with every entry and terminates once on retry (${mode})`, async ({
      page,
      request,
    }) => {
      await page.goto("/selfcarekuendigung?data=demo-selfcare-data&brand=o2");
      const id = await page.locator('input[name="submissionId"]').inputValue();
      const path = `/api/o2/prefilledcontracttermination/${id}`;
      // The call and the client's own retry both fail; the first one acted on the backend before failing.
      await request.post("/__demo/faults", { data: { method: "POST", path, status: 503, phase: "after", times: 2 } });
      await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
      await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("neu@example.de");
      await page.locator("#selfcare-form").getByRole("button", { name: SUBMIT }).click();

      await expect(page).toHaveURL(/\/selfcarekuendigung\?data=demo-selfcare-data/);
      await expect(page.getByRole("alert").filter({ hasText: /0800/ })).toBeVisible();
      await expect(page.getByRole("textbox", { name: /E-Mail-Adresse/ })).toHaveValue("neu@example.de");
      await expect(page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true })).toBeChecked();
      await expect(page.locator('input[name="submissionId"]')).toHaveValue(id);

      await page.locator("#selfcare-form").getByRole("button", { name: SUBMIT }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(RECEIVED);
      const posts = await postsTo(request, page, path);
      expect(new Set(posts.map((p) => p.idempotencyKey)).size).toBe(1);
      // The declaration was received (its receipt exists), with one key for every attempt.
      const receipt = await request.get(`/api/o2/prefilledcontracttermination/download/${id}`);
      expect(receipt.status()).toBe(200);
    });
  });
}

test("no date choice means the earliest possible date", async ({ page, request }) => {
  const config = await terminationConfig(request, "o2");
  const earliest = config.serviceTypes.find((s) => s.id === "mobile")?.earliestTerminationDate ?? "";
  await page.goto("/kuendigung?brand=o2");
  await fillRegular(page, "5551002");
  // A post without the date choice (an older page, a script that failed): the action reads it as "now".
  await page.locator('input[name="selectTerminationDate"]').evaluateAll((radios) => {
    for (const radio of radios) radio.remove();
  });
  await page.getByRole("button", { name: SUBMIT }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(RECEIVED);
  await expect(page.getByTestId("effective-date")).toHaveText(germanLongDate(earliest));
});

test("one click on the button sends, even when leaving a wrong date shows its error under the pointer", async ({
  page,
}) => {
  // AETKASMART: no other test injects faults into its calls, which run in parallel against the same demo backend.
  await page.goto("/kuendigung?brand=aetka");
  await fillRegular(page, "5551001");
  await page.getByRole("radio", { name: "Zu einem späteren Datum" }).check();
  const date = page.getByRole("textbox", { name: /Gewünschtes Kündigungsdatum/ });
  await date.fill("31.02.2027");
  // The press blurs the date field, whose error then appears above the button: the click must still land.
  await page.getByRole("button", { name: SUBMIT }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Angaben" });
  await expect(summary.getByRole("link", { name: /Kündigungsdatum/ })).toBeVisible();
  await expect(date).toHaveAttribute("aria-invalid", "true");
});

test("a configuration that cannot load shows the brand's hotline, what to do and a retry", async ({
  page,
  request,
}) => {
  await request.post("/__demo/faults", {
    data: { method: "GET", path: "/api/blau/contracttermination/config", status: 503, times: 1 },
  });
  await page.goto("/kuendigung?brand=blau");
  await expect(page.getByRole("heading", { name: "Das Kündigungsformular lädt gerade nicht" })).toBeVisible();
  await expect(page.getByText(/per Brief an die Anschrift in Ihren Vertragsunterlagen/)).toBeVisible();
  // The intro that asks to fill in the form stands only above a form.
  await expect(page.getByText(/Füllen Sie die Pflichtfelder aus/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "0177 2211 0000" })).toHaveAttribute("href", "tel:+4917722110000");
  await page.getByRole("link", { name: "Erneut versuchen" }).click();
  await expect(page.getByRole("radio", { name: "Mobilfunkvertrag" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser's own validation never stops the post: the server's error summary answers", async ({ page }) => {
    await page.goto("/kuendigung?brand=o2");
    await expect(page.locator("#termination-form")).toHaveAttribute("novalidate", "");
    await page.getByRole("button", { name: SUBMIT }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Angaben" });
    await expect(summary.getByRole("link").first()).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Fehler:/);
  });
});
