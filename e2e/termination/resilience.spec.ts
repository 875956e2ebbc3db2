import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { PROOF } from "./helpers";

async function fillRegular(page: Page, customerNumber: string) {
  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Erika");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Kundennummer/ }).fill(customerNumber);
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("erika@example.de");
}

async function submissionPath(page: Page, brand: string) {
  const id = await page.locator('input[name="submissionId"]').inputValue();
  return `/api/${brand}/contracttermination/${id}`;
}

test("a 503 after the backend acted is retried once with the same key, and terminates once", async ({
  page,
  request,
}) => {
  await page.goto("/kuendigung?brand=aetka");
  const path = await submissionPath(page, "aetka");
  const fault = await request.post("/__demo/faults", {
    data: { method: "POST", path, status: 503, phase: "after", times: 1 },
  });
  expect(fault.ok()).toBe(true);
  await fillRegular(page, "5550001");
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");

  const traceId = (await page.context().cookies()).find((c) => c.name === "trace_id")?.value;
  expect(traceId).toMatch(/^[0-9a-f-]{36}$/);
  const journal = (await (await request.get(`/__demo/requests?traceId=${traceId}`)).json()) as {
    method: string;
    path: string;
    status: number;
    idempotencyKey: string | null;
    replayed: boolean;
  }[];
  const posts = journal.filter((entry) => entry.method === "POST" && entry.path === path);
  expect(posts.map((p) => [p.status, p.replayed])).toEqual([
    [503, false],
    [200, true],
  ]);
  expect(posts[0]?.idempotencyKey).toBeTruthy();
  expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
});

test("a failed submit says why, keeps every entry, and the next try goes through", async ({ page, request }) => {
  const hotline = (await (await request.get("/api/nova/contracttermination/config")).json()).hotline.displayNumber;
  await page.goto("/kuendigung?brand=nova");
  await page.getByRole("radio", { name: "Prepaid-Karte" }).check();
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Erika");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Rufnummer des Vertrags/ }).fill("0157 5550002");
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("erika@example.de");
  const path = await submissionPath(page, "nova");
  // Both the call and its retry fail: the customer sees the message, nothing is lost.
  await request.post("/__demo/faults", { data: { method: "POST", path, status: 500, times: 2 } });
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "konnte gerade nicht übermittelt werden" })).toContainText(
    `rufen Sie uns an: ${hotline}`,
  );
  await expect(page.getByRole("textbox", { name: "Vorname" })).toHaveValue("Erika");
  await expect(page.getByRole("textbox", { name: /Rufnummer des Vertrags/ })).toHaveValue("0157 5550002");
  await expect(page.getByRole("radio", { name: "Prepaid-Karte" })).toBeChecked();
  await expect(page.locator('input[name="submissionId"]')).toHaveValue(path.split("/").at(-1) ?? "");

  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
});

test("what the customer typed survives a reload", async ({ page }) => {
  await page.goto("/kuendigung?brand=spice");
  await page.getByRole("radio", { name: "Außerordentliche Kündigung" }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Zeynep");
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("zeynep@example.de");
  await page.waitForTimeout(400);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Vorname" })).toHaveValue("Zeynep");
  await expect(page.getByRole("textbox", { name: /E-Mail-Adresse/ })).toHaveValue("zeynep@example.de");
  await expect(page.getByRole("radio", { name: "Außerordentliche Kündigung" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: /Grund der außerordentlichen Kündigung/ })).toBeVisible();
});

test("a field the backend rejects after the browser's checks passed is named in the error summary", async ({
  page,
  request,
}) => {
  await page.goto("/kuendigung?brand=o2");
  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Außerordentliche Kündigung" }).check();
  await page.getByRole("combobox", { name: /Grund der außerordentlichen Kündigung/ }).selectOption("UmzugInland");
  await page.locator("#termination-proof").setInputFiles(PROOF);
  await page.getByRole("textbox", { name: "Vorname" }).fill("Erika");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Kundennummer/ }).fill("5550003");
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill("erika@example.de");
  // The browser finds nothing wrong; the backend refuses the proof as too large (413).
  const id = await page.locator('input[name="submissionId"]').inputValue();
  const upload = `/api/o2/contracttermination/upload/${id}`;
  await request.post("/__demo/faults", { data: { method: "POST", path: upload, status: 413, times: 3 } });
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie Ihre Angaben" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText(/^Nachweis: Die Datei ist zu groß: höchstens \d+ MB\.$/);
  await expect(page.getByRole("textbox", { name: "Vorname" })).toHaveValue("Erika");
});
