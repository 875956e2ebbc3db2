import type { Page } from "@playwright/test";

/**
 * Holds back the entry module, which hydrates the page, until the returned function is called: what a customer
 * does before the JavaScript arrives (a slow line) can be done first. Go to the page with `waitUntil: "load"`,
 * since the fixture's goto would wait for the hydration held back here.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
