import { expect, test } from "../fixtures";

/**
 * The page's JavaScript starts after the first paint (decision 0006): the server sends React Router's module
 * script inert with its preload list, and a small loader starts both after the first animation frame.
 */
test("the document carries no module script or preload, and the JavaScript starts only after the first frame", async ({
  page,
}) => {
  // Runs before the page's own scripts: its frame callback is the first of the first frame.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
    });
  });
  const response = await page.goto("/kuendigung");
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]+type="module"/);
  expect(html).toMatch(/<script id="rr-deferred-modules" type="text\/x-module"/);

  // Hydrated: React Router's module script ran and the route modules are registered.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const timing = await page.evaluate(() => ({
    firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].length,
  }));
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(timing.preloads).toBeGreaterThan(3);
  expect(timing.scripts.filter((script) => script.startTime < timing.firstFrameAt)).toEqual([]);
});
