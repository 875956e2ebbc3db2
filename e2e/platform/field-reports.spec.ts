import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { killStrayServers, startServer } from "../helpers/server-process";
import { PORTS } from "../ports";

const OFFER = "/angebot/demo-offer-standard";
const VITALS = "/reports/web-vitals";

/**
 * A server of this spec's own, with info logs: what the endpoints logged is read from its output. One server for
 * the spec's tests, so they run one after another in one worker (in parallel workers each would start its own on
 * the same port). Its port is its own: +1 and +2 are server.spec.ts's, +3 dev-server.spec.ts's.
 */
test.describe.configure({ mode: "serial" });
let server: ReturnType<typeof startServer>;
const port = PORTS.configured + 4;
const origin = `http://localhost:${port}`;

test.beforeAll(async () => {
  server = startServer({ PORT: String(port) });
  await expect
    .poll(
      () =>
        fetch(`${origin}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
});
test.afterAll(async () => {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  killStrayServers();
});
test.use({ baseURL: origin });

/** The server's log lines of one message. */
function logged(msg: string): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line));
}

/** What the consent manager does when the customer accepts statistics: a Consent Mode v2 update through gtag. */
async function grantStatistics(page: Page) {
  await page.evaluate(() => {
    function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag pushes its arguments object, as the consent manager does
      window.dataLayer?.push(arguments);
    }
    gtag("consent", "update", { analytics_storage: "granted" });
  });
}

/**
 * Every Web Vitals beacon of the context (with the answer's status) and every load of the reporter's code. The
 * beacon's body (a Blob) is not visible to Playwright: what was sent is read from the data layer and the log.
 */
function watch(context: BrowserContext) {
  const beacons: Promise<number | null>[] = [];
  const reporterLoads: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === VITALS) beacons.push(request.response().then((response) => response?.status() ?? null));
    if (/\/assets\/web-vitals-report-[\w-]+\.js$/.test(url.pathname)) reporterLoads.push(url.pathname);
  });
  return { beacons, reporterLoads };
}

/**
 * The page turns hidden and visible again, as when the customer switches apps. Headless Chromium keeps every page
 * visible, so the state is overridden and the browser's event dispatched, as the browser would.
 */
async function switchAwayAndBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ["hidden", "visible"]) {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
    }
  });
}

/** Keeps the `web_vitals` entries of the data layer in session storage: the page is left to send its report. */
async function keepWebVitalsEntries(context: BrowserContext) {
  await context.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push;
    layer.push = function keep(this: unknown[], ...entries: unknown[]) {
      for (const entry of entries) {
        if ((entry as { event?: string }).event !== "web_vitals") continue;
        const kept = sessionStorage.getItem("test:web_vitals") ?? "";
        sessionStorage.setItem("test:web_vitals", `${kept}${JSON.stringify(entry)}\n`);
      }
      return push.apply(this, entries);
    };
    window.dataLayer = layer;
  });
}

test("Web Vitals: nothing before consent; after it one report per page view, without the token", async ({
  page,
  context,
}) => {
  // Three documents, each waiting for the lazily loaded reporter.
  test.setTimeout(60_000);
  const { beacons, reporterLoads } = watch(context);
  await keepWebVitalsEntries(context);

  // Without consent: the page is seen, switched away from and back, and left; no code of the reporter, no beacon.
  await page.goto(OFFER);
  await page.waitForLoadState("load");
  await switchAwayAndBack(page);
  await page.goto("/kuendigung");
  await page.waitForTimeout(500);
  expect(reporterLoads).toEqual([]);
  expect(beacons).toEqual([]);

  // With consent, on the offer page (its address carries the token).
  await page.goto(OFFER);
  await page.waitForLoadState("load");
  await grantStatistics(page);
  await expect.poll(() => reporterLoads.length).toBe(1);
  // The customer switches away (again, until the reporter, still loading, has sent), then leaves (hidden and
  // pagehide once more): one report for this page view.
  await expect
    .poll(async () => {
      await switchAwayAndBack(page);
      return beacons.length;
    })
    .toBe(1);
  // Its answer is awaited while the page is still there: Chromium's DevTools reports a beacon still in flight when
  // its page is left as failed (no response), although the browser goes on sending it (a CI run met that).
  expect(await beacons[0]).toBe(204);
  await switchAwayAndBack(page);
  await page.goto("/kuendigung");
  await page.waitForTimeout(300);
  expect(beacons).toHaveLength(1);

  const kept = await page.evaluate(() => sessionStorage.getItem("test:web_vitals") ?? "");
  const pushed = kept
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(pushed).toHaveLength(1);
  const report = pushed[0].webVitals;
  expect(report).toMatchObject({ path: "/angebot/:token", brand: "o2", language: "de" });
  for (const name of ["TTFB", "FCP", "LCP", "CLS"]) expect(typeof report.metrics[name], name).toBe("number");
  expect(kept).not.toContain("demo-offer");
  // The server logged what the beacon carried: the same report (its redaction would have changed a token path).
  await expect.poll(() => logged("web vitals").length).toBe(1);
  expect(logged("web vitals")[0]?.webVitals).toEqual(report);

  // The next page view: its own report (the consent manager repeats its update on each document).
  await grantStatistics(page);
  await expect
    .poll(async () => {
      await switchAwayAndBack(page);
      return beacons.length;
    })
    .toBe(2);
  await expect.poll(() => logged("web vitals").length).toBe(2);
  expect(logged("web vitals")[1]?.webVitals).toMatchObject({ path: "/kuendigung" });
  expect(server.output()).not.toContain("demo-offer-standard");
});

test("CSP: a real violation report of the browser reaches the endpoint and is logged without the token", async ({
  page,
  pageErrors,
}) => {
  // Chromium sends to `report-to` (the Reporting API) when the policy names it, but delivers those reports from its
  // network service after a delay that did not end within two minutes in headless Chromium here. The document keeps
  // the server's policy without `report-to`, so the browser uses the policy's `report-uri` at once: the report
  // itself is the browser's own, posted to the real endpoint (the Reporting API's shape is in the unit tests).
  await page.route(`${origin}${OFFER}`, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    headers["content-security-policy"] = (headers["content-security-policy"] ?? "").replace(/; report-to [\w-]+/, "");
    await route.fulfill({ response, headers });
  });
  await page.goto(OFFER);
  // A third-party image over plain http: img-src allows only this origin, data: and https:.
  await page.evaluate(() => {
    const image = new Image();
    image.src = "http://tracker.invalid/pixel.gif?offer=demo-offer-standard";
    document.body.append(image);
  });
  await expect.poll(() => logged("csp violation").length).toBe(1);
  const [line] = logged("csp violation");
  expect(line?.level).toBe("warn");
  expect(line?.cspViolation).toMatchObject({
    document: `${origin}/angebot/:token`,
    directive: "img-src",
    blocked: "http://tracker.invalid/pixel.gif",
    disposition: "enforce",
  });
  expect(server.output()).toMatch(/"path":"\/reports\/csp".*"status":204/);
  expect(server.output()).not.toContain("demo-offer-standard");
  // The browser reports the refusal in its console too: expected here.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !e.includes("Content Security Policy")));
});
