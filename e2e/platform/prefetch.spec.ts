import type { Page, Request } from "@playwright/test";
import { expect, test } from "../fixtures";

/** Route prefetch (decision 0008): links preload their route's chunks on intent, four at a time, never data. */

/** Chunks, data and API requests the page makes from now on. */
function recordRequests(page: Page) {
  const seen: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (/^\/assets\/.+\.js$/.test(url.pathname) || url.pathname.endsWith(".data") || url.pathname.startsWith("/api/"))
      seen.push(url.pathname);
  };
  page.on("request", onRequest);
  return seen;
}

/** The start page, hydrated, with the prefetch code loaded and the links' routes discovered. */
async function openStartPage(page: Page) {
  await page.goto("/", { waitUntil: "networkidle" });
}

/**
 * The route's module from React Router's manifest, once React Router's script has set the manifest (the
 * paint-first loader runs it after the page's first paint) and lazy route discovery has brought the route in.
 */
async function routeModule(page: Page, id: string): Promise<string> {
  const module = await page.waitForFunction(
    (routeId) =>
      (window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest?.routes[routeId]?.module,
    id,
  );
  return (await module.jsonValue()) as string;
}

const isData = (path: string) => path.endsWith(".data") || path.startsWith("/api/");

test("pointing at or focusing a link loads its route's code before the click, and the click uses it", async ({
  page,
}) => {
  await openStartPage(page);
  const footer = page.getByRole("contentinfo");
  const statement = await routeModule(page, "de.accessibility-statement");
  const termination = await routeModule(page, "de.termination");
  const seen = recordRequests(page);

  await footer.getByRole("link", { name: "Barrierefreiheit" }).hover();
  await expect.poll(() => seen).toContain(statement);
  await footer.getByRole("link", { name: "Verträge hier kündigen" }).focus();
  await expect.poll(() => seen).toContain(termination);
  expect(seen.filter(isData), "no loader data before a click").toEqual([]);

  await footer.getByRole("link", { name: "Barrierefreiheit" }).click();
  await expect(page).toHaveURL(/\/barrierefreiheit$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(seen.filter((path) => path === statement)).toHaveLength(1);
});

interface PrefetchCount {
  /** Route-chunk prefetches started. */
  started: number;
  /** Started and not yet loaded or failed. */
  inFlight: number;
  /** The most in flight at once. */
  most: number;
}

/**
 * Counts the route prefetches in the page: the `<link rel="modulepreload" fetchpriority="low">` elements the
 * prefetch queue inserts (app/platform/react/prefetch-links.ts), from insertion to their load or error event —
 * what its limit is about. A count of every `/assets/*.js` request in the route handler also took in chunks the
 * page imports itself (on a first touch or click), and its decrement ran after the browser had already started
 * the next chunk: it saw 8 in flight under load with the queue at 4. The load and error events are caught on
 * their way down (capture on the document), before the queue's own handler starts the next chunk.
 */
async function countRoutePrefetches(page: Page): Promise<() => Promise<PrefetchCount>> {
  await page.evaluate(() => {
    const count: PrefetchCount = { started: 0, inFlight: 0, most: 0 };
    const pending = new WeakSet<Node>();
    (window as unknown as { prefetchCount: PrefetchCount }).prefetchCount = count;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof HTMLLinkElement) || node.rel !== "modulepreload" || node.fetchPriority !== "low")
          continue;
        pending.add(node);
        count.started += 1;
        count.inFlight += 1;
        count.most = Math.max(count.most, count.inFlight);
      }
    }).observe(document.head, { childList: true });
    const settled = (event: Event) => {
      if (event.target instanceof Node && pending.delete(event.target)) count.inFlight -= 1;
    };
    document.addEventListener("load", settled, true);
    document.addEventListener("error", settled, true);
  });
  return () => page.evaluate(() => ({ ...(window as unknown as { prefetchCount: PrefetchCount }).prefetchCount }));
}

test("hovering many links quickly keeps at most four route chunks in flight and fetches no data", async ({ page }) => {
  await openStartPage(page);
  // Every chunk takes 300 ms, as on a slow line, so the hovers below queue far more chunks than four.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ response });
  });
  const prefetches = await countRoutePrefetches(page);
  const seen = recordRequests(page);
  const targets = [
    "/kuendigung",
    "/barrierefreiheit",
    "/angebot",
    "/angebot/demo-offer-standard",
    "/angebot/preview/demo-offer-standard",
    "/idv/demo-idv-selection",
    "/selfcarekuendigung?data=demo-selfcare-mobile&brand=o2",
    "/email-ablehnung?token=demo-decline-mail&brand=o2",
  ];
  for (const href of targets) {
    await page.locator(`a[href="${href}"]`).first().hover();
    await page.waitForTimeout(150);
  }
  const last = await routeModule(page, "de.email-rejection");
  await expect.poll(() => seen, { timeout: 15_000 }).toContain(last);
  await expect.poll(async () => (await prefetches()).inFlight, { timeout: 15_000 }).toBe(0);

  const { started, most } = await prefetches();
  expect(started, "more route chunks than fit at once").toBeGreaterThan(8);
  expect(most, "route chunks in flight at once").toBe(4);
  expect(seen.filter(isData), "no loader data for hovered links").toEqual([]);
});

test("a customer who saves data gets no prefetch", async ({ page }) => {
  await page.addInitScript(() => {
    const flags = window as unknown as { saveData?: boolean };
    const connection = (navigator as unknown as { connection?: object }).connection;
    if (connection) Object.defineProperty(connection, "saveData", { get: () => flags.saveData === true });
  });
  await openStartPage(page);
  const termination = await routeModule(page, "de.termination");
  const seen = recordRequests(page);
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Verträge hier kündigen" });

  await page.evaluate(() => {
    (window as unknown as { saveData?: boolean }).saveData = true;
  });
  await link.focus();
  await page.waitForTimeout(500);
  expect(seen).toEqual([]);

  // The same intent without the hint prefetches: the check above would have seen it.
  await page.evaluate(() => {
    (window as unknown as { saveData?: boolean }).saveData = false;
  });
  await link.blur();
  await link.focus();
  await expect.poll(() => seen).toContain(termination);
});
