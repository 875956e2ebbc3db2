import { expect, type Page } from "@playwright/test";

/** Opens the design-system gallery for a brand and waits until it is interactive. */
export async function openGallery(page: Page, brand: string): Promise<void> {
  await page.goto(`/__ui?brand=${brand}`);
  await page.waitForLoadState("networkidle");
  // Loading indicators appear after 200 ms; wait for them so screenshots and axe see the settled page.
  await page.waitForTimeout(300);
  await expect(page.getByRole("heading", { level: 1, name: "Design-System" })).toBeVisible();
  await richSelectsIn(page);
}

/**
 * Selects start as native selects and become the rich ones once the customer uses the page (a key, a click, focus).
 * A key that moves nothing starts that; pressed before hydration it goes unheard, as a customer's would, so it is
 * pressed again until the rich select shows (on a busy machine its chunk can take longer than 5 s).
 */
export async function richSelectsIn(page: Page): Promise<void> {
  const rich = page.getByRole("button", { name: "Bitte wählen Anrede" }).first();
  await expect(async () => {
    await page.keyboard.press("Shift");
    await expect(rich).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** The accessible name of the focused element (aria-labelledby, aria-label, label, then text). */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return "";
    const text = (id: string) => document.getElementById(id)?.textContent ?? "";
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy) return labelledBy.split(" ").map(text).join(" ").trim();
    const label = element.getAttribute("aria-label");
    if (label) return label;
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0)
      return [...labels]
        .map((l) => l.textContent ?? "")
        .join(" ")
        .trim();
    return (element.textContent ?? "").trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails after `max` presses. */
export async function tabUntil(page: Page, name: string | RegExp, key = "Tab", max = 40): Promise<void> {
  const matches = (value: string) => (typeof name === "string" ? value === name : name.test(value));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (matches(await focusedName(page))) return;
  }
  throw new Error(`No element named ${String(name)} within ${max} presses of ${key}`);
}

/** Today plus `days`, as the German gallery writes dates (the browser's own calendar). */
export async function germanDate(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return date.toLocaleDateString("de-DE", { day: "2-digit", month: "2-digit", year: "numeric" });
  }, days);
}

/** Switches the transition demo and returns the phases it went through, in order. */
export async function switchPage(page: Page, expected: string): Promise<string[]> {
  const box = page.locator("#transition [data-phase]");
  await box.evaluate((element) => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push(element.getAttribute("data-phase") ?? "")).observe(element, {
      attributeFilter: ["data-phase"],
    });
    (window as unknown as { phases: string[] }).phases = seen;
  });
  await page.getByRole("button", { name: "Seite wechseln" }).press("Enter");
  await expect(box).toHaveText(expected);
  await expect(box).toHaveAttribute("data-phase", "idle");
  const seen = await page.evaluate(() => (window as unknown as { phases: string[] }).phases);
  return seen.filter((phase, index) => phase !== seen[index - 1]);
}
