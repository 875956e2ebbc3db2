import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Page, type Response } from "@playwright/test";
import { CONFIGURED } from "./ports";

export { CONFIGURED, PLAIN } from "./ports";

/** Requests that left the machine's own servers; every test starts with none allowed through. */
interface Fixtures {
  externalRequests: string[];
  /** Uncaught page errors and console errors; a test fails when any remain at its end. */
  pageErrors: string[];
}

/** The browser reports every 4xx/5xx answer it gets; those are asserted by the tests themselves. */
const EXPECTED_CONSOLE = /^Failed to load resource: the server responded with a status of (4|5)\d\d/;

const EXTERNAL = /^https?:\/\/(?!(?:[\w-]+\.)*localhost(?::\d+)?\/|127\.0\.0\.1)/;
const externalOf = new WeakMap<BrowserContext, string[]>();

/** Answers every request to another host locally with an empty script, and records it. */
async function stubExternal(context: BrowserContext): Promise<string[]> {
  const known = externalOf.get(context);
  if (known) return known;
  const seen: string[] = [];
  externalOf.set(context, seen);
  await context.route(EXTERNAL, async (route) => {
    seen.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "application/javascript", body: "/* stub */" });
  });
  return seen;
}

/**
 * Nothing external loads in tests. Where external scripts are expected (the configured server, whose ids name
 * tag and consent managers) or a test reads the list, every request to another host is recorded and answered
 * locally. That interception pauses every request of the page and turns the browser's cache off (pages load about
 * 40 % slower), so other tests go without it: their browser resolves no host but this machine's
 * (playwright.config.ts), and a load from elsewhere fails as a console error. A test that only sends requests
 * (`request`) starts no browser page.
 */
export const test = base.extend<Fixtures>({
  context: async ({ context, baseURL }, use) => {
    if (baseURL === CONFIGURED) await stubExternal(context);
    await use(context);
  },
  externalRequests: async ({ context }, use) => {
    await use(await stubExternal(context));
  },
  // A plain list: the page fills it, a test may take out what it expects (helpers/faults.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  pageErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, pageErrors, javaScriptEnabled }, use) => {
    // A page's JavaScript starts after its first paint (decision 0006): `goto`, `reload`, `goBack` and `goForward`
    // with their default `waitUntil` also wait until React has hydrated the page (app/root.tsx marks <html>), as a
    // customer's next step would find it. A test that holds the JavaScript back passes `waitUntil` itself.
    for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
      const wrapped = async (...args: unknown[]) => {
        const response = await original(...args);
        const options = (method === "goto" ? args[1] : args[0]) as { waitUntil?: string } | undefined;
        if (javaScriptEnabled && !options?.waitUntil) await hydrated(page, response);
        return response;
      };
      Object.assign(page, { [method]: wrapped });
    }
    page.on("pageerror", (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !EXPECTED_CONSOLE.test(message.text()))
        pageErrors.push(`console: ${message.text()}`);
    });
    await use(page);
    expect(pageErrors, "errors in the browser").toEqual([]);
  },
});

export { expect };

/**
 * Waits until React has hydrated the page now shown, if it is one of the app's own pages (not the demo payment
 * provider's plain page, not a bare error). For documents the app loads itself (a reload after a failed chunk).
 */
export async function hydrated(page: Page, response?: Response | null, timeout = 10_000) {
  const html = response ? (response.headers()["content-type"]?.startsWith("text/html") ?? false) : true;
  const hydrates = html && (await page.locator('#rr-deferred-modules, script[type="module"]').count()) > 0;
  if (hydrates) await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout });
}

/**
 * axe with the WCAG 2.2 AA rule set (BFSG asks for EN 301 549, i.e. 2.1 AA; we plan for 2.2).
 * `include`: only these parts of the page (CSS selectors), where a large page was checked as a whole elsewhere.
 */
export async function axeViolations(page: Page, include: string[] = []) {
  // Half-faded text during a page transition would read as low contrast: check the settled page.
  await expect(page.locator('[data-phase="out"], [data-phase="in"]')).toHaveCount(0);
  // A page reached by a redirect may have its DOM before its stylesheet and fonts: unstyled, every link is a
  // small target (a busy run once measured the footer links so). Check the page as it is shown.
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // axe.run in the page itself (legacy mode): the default splits the run and finishes it in a new blank page, for
  // cross-origin frames, which the app has none of. Only the violations' elements are collected. Together they
  // halve a run (2.5 → 1.3 s on the offer page, 6.5 → 2.6 s on the gallery); the rules and findings are the same.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  for (const selector of include) builder = builder.include(selector);
  const result = await builder.analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

/** The data layer's entries, as plain JSON. */
export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer ?? [])));
}
