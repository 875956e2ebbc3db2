import type { APIRequestContext, Download, Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** The customer a regular termination of a mobile contract is filed for. */
export interface TerminationCustomer {
  firstName: string;
  customerNumber: string;
  email: string;
}

/** Fills the termination form for a regular termination of a mobile contract (surname Mustermann). */
export async function fillRegularTermination(page: Page, customer: TerminationCustomer): Promise<void> {
  await page.getByRole("radio", { name: "Mobilfunkvertrag" }).check();
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("textbox", { name: "Vorname" }).fill(customer.firstName);
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("textbox", { name: /Kundennummer/ }).fill(customer.customerNumber);
  await page.getByRole("textbox", { name: /E-Mail-Adresse/ }).fill(customer.email);
}

/** Moves focus with the Tab key alone until the element has it. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  await expect(target, "exactly one element to tab to").toHaveCount(1);
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Chooses a native select's option with the arrow keys. */
export async function arrowToOption(page: Page, select: Locator, value: string): Promise<void> {
  for (let i = 0; i < 12; i++) {
    if ((await select.inputValue()) === value) return;
    await page.keyboard.press("ArrowDown");
  }
  expect(await select.inputValue()).toBe(value);
}

export interface TerminationConfig {
  serviceTypes: { id: string; earliestTerminationDate: string }[];
  hotline: { displayNumber: string; phoneNumber: string };
}

export async function terminationConfig(request: APIRequestContext, brand: string): Promise<TerminationConfig> {
  return (await request.get(`/api/${brand}/contracttermination/config`)).json();
}

export function germanLongDate(iso: string): string {
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(
    Date.parse(`${iso}T00:00:00Z`),
  );
}

export function germanTypedDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}.${month}.${year}`;
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function todayInGermany(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
}

/**
 * The downloaded file's bytes, to check it really is a PDF. The click started a download (the event came); when
 * headless Chromium drops the file before it could be read ("canceled", seen once in a busy run), the same
 * address is fetched with the page's cookies instead, so the check is on what the link delivers.
 */
export async function downloadedText(download: Download): Promise<string> {
  if ((await download.failure()) === null) {
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString("latin1");
  }
  const response = await download.page().request.get(download.url());
  return (await response.body()).toString("latin1");
}

export const PROOF = {
  name: "abmeldung.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n% demo proof\n%%EOF\n"),
};
