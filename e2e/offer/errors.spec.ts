import type { APIRequestContext, Page } from "@playwright/test";
import { type OfferErrorReason, readReason } from "../../app/features/offer/error-path";
import { errorGroupOf, statusOf } from "../../app/features/offer/errors/error-groups";
import { errorsDe } from "../../app/features/offer/messages/errors-de";
import { errorsTr } from "../../app/features/offer/messages/errors-tr";
import { axeViolations, dataLayer, expect, test } from "../fixtures";
import { serverPage, textsOf, textsWith } from "../helpers/server-html";
import { FULL_SWEEP, scenarioSample } from "../sample";

/**
 * The offer error pages and the landing page: every offer scenario of the demo catalogue, opened by its own
 * link, ends on the screen that fits its state: the offer, or its group's error text with the status that fits.
 * What the server decides is read from its answers; the browser opens the scenarios it decides and a sample.
 */
interface Scenario {
  area: string;
  name: string;
  path: string;
  state: string;
  failsOn?: "ordering";
}

/** The scenario's state as the page's reason: an offer code, or the status the demo answers for an access. */
const ACCESS: Record<string, OfferErrorReason> = {
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "NotFound",
  "500": "Unexpected",
};

const titleOf = (reason: OfferErrorReason | null) => errorsDe[`offer.errors.${errorGroupOf(reason)}.title`];

async function heading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

/** The page a scenario ends on: its group's error page, or null for the offer page itself. */
const reasonOf = (scenario: Scenario): OfferErrorReason | null =>
  scenario.failsOn ? null : (readReason(scenario.state) ?? ACCESS[scenario.state] ?? null);

/** The offer scenarios of the demo catalogue that open an offer page of their own. */
async function offerScenarios(request: APIRequestContext): Promise<Scenario[]> {
  const scenarios = (await (await request.get("/__demo/scenarios")).json()) as Scenario[];
  const offers = scenarios.filter((s) => s.area === "offer" && /^\/angebot\/[^/]+$/.test(s.path));
  // 22 kinds, 22 codes, 8 special offers, the unknown one; 22 codes less the 11 that come only on ordering,
  // plus 401, 403, 404 and 500 lead to an error page.
  expect(offers.length).toBeGreaterThanOrEqual(50);
  expect(offers.filter((s) => reasonOf(s) !== null).length).toBeGreaterThanOrEqual(15);
  return offers;
}

/** A login offer: the server sends the page, the browser loads the offer with its auth token or leaves. */
const decidedInBrowser = (scenario: Scenario) => reasonOf(scenario) === "Unauthorized";

/** What the server answers for a scenario's link, and on the error page a redirect leads to. */
async function serverOutcome(request: APIRequestContext, scenario: Scenario) {
  const first = await serverPage(request, scenario.path);
  if (first.location === null) return { name: scenario.name, status: first.status, h1: textsOf(first.html, "h1") };
  const target = await serverPage(request, first.location);
  return {
    name: scenario.name,
    status: first.status,
    location: first.location,
    target: {
      status: target.status,
      h1: textsOf(target.html, "h1"),
      code: textsWith(target.html, "data-testid", "offer-error-code"),
    },
  };
}

/** The offer page itself (an open offer, or one whose code comes only on ordering), or its group's error page. */
function expectedOutcome(scenario: Scenario) {
  const reason = reasonOf(scenario);
  if (reason === null) return { name: scenario.name, status: 200, h1: ["Ihr Angebot"] };
  return {
    name: scenario.name,
    status: 302,
    location: `${scenario.path}/fehler?code=${reason}`,
    // The error page's own answer carries the status that fits (a reload, a crawler, a link preview).
    target: { status: statusOf(reason), h1: [titleOf(reason)], code: [expect.stringContaining(reason)] },
  };
}

test("every offer scenario of the demo catalogue answers with the screen that fits its state", async ({ request }) => {
  // The server alone decides these: its status, its redirect and the page it renders. Side by side: some
  // scenarios answer only after the demo backend's simulated delay.
  const scenarios = (await offerScenarios(request)).filter((scenario) => !decidedInBrowser(scenario));
  const outcomes = await Promise.all(scenarios.map((scenario) => serverOutcome(request, scenario)));
  expect(outcomes).toEqual(scenarios.map(expectedOutcome));
});

/**
 * In the browser: the scenarios the browser decides, and one of each outcome the server decides (checked for every
 * scenario above): offers whose cards and alternatives no other spec opens in a browser (SIM only, tariff only and
 * DSL; iPhones and cable; packs; a mixed basket with an identity check), a code that comes only on ordering, and an
 * error the offer page redirects to.
 */
const IN_BROWSER = [
  "/angebot/demo-offer-tm",
  "/angebot/demo-offer-vvl",
  "/angebot/demo-offer-dealer-correction",
  "/angebot/demo-offer-green-idv-otp",
  "/angebot/demo-offer-reservation-retry-modal",
  "/angebot/demo-offer-blocked",
];

test("in the browser, the login offer and one offer of each outcome open the screen that fits their state", async ({
  page,
  request,
}) => {
  // `npm run test:e2e:full` opens every scenario in the browser (its screen, no console error).
  if (FULL_SWEEP) test.setTimeout(180_000);
  const scenarios = scenarioSample(
    await offerScenarios(request),
    (s) => decidedInBrowser(s) || IN_BROWSER.includes(s.path),
  );
  // The two login offers (o2 and blau) besides the list.
  if (!FULL_SWEEP) expect(scenarios.length).toBe(IN_BROWSER.length + 2);
  for (const scenario of scenarios) {
    // The expectations below wait for what they need; pictures and the load event are not part of the check.
    await page.goto(scenario.path, { waitUntil: "domcontentloaded" });
    const reason = reasonOf(scenario);
    if (reason === null) {
      await expect(await heading(page), scenario.name).toHaveText("Ihr Angebot");
      expect(new URL(page.url()).pathname, scenario.name).toBe(scenario.path);
      continue;
    }
    // The offer page leads to its error page (the login offer from the browser, where the login would be).
    await expect(page, scenario.name).toHaveURL(`${scenario.path}/fehler?code=${reason}`);
    await expect(await heading(page), scenario.name).toHaveText(titleOf(reason));
    await expect(page.getByTestId("offer-error-code")).toContainText(reason);
    const direct = await request.get(new URL(page.url()).pathname + new URL(page.url()).search);
    expect({ name: scenario.name, status: direct.status() }).toEqual({
      name: scenario.name,
      status: statusOf(reason),
    });
  }
});

test("a downtime shows its end and a retry; the data layer gets the error page once, without the token", async ({
  page,
}) => {
  const response = await page.goto("/angebot/demo-offer-downtime/fehler?code=DOWNTIME");
  expect(response?.status()).toBe(503);
  await expect(await heading(page)).toHaveText(errorsDe["offer.errors.downtime.title"]);
  await expect(
    page.getByText(/^Die Arbeiten dauern voraussichtlich bis \d{1,2}\. [A-Za-zä]+ \d{4} um \d\d:\d\d Uhr\.$/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Erneut versuchen" })).toHaveAttribute(
    "href",
    "/angebot/demo-offer-downtime",
  );
  await expect(page.getByRole("link", { name: "0800 5200 123" })).toHaveAttribute("href", "tel:+498005200123");
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "offer_error_page")).toHaveLength(1);
  const events = (await dataLayer(page)).filter((e) => String(e.event).includes("error_page"));
  const detail = { status: 503, path: "/angebot/:token/fehler", reason: "DOWNTIME", group: "downtime" };
  expect(events).toMatchObject([
    { event: "offer_error_page", detail: { ...detail, offerUseCase: "Standard" } },
    { event: "error_page_shown", detail },
  ]);
  expect(JSON.stringify(await dataLayer(page))).not.toContain("demo-offer-downtime");
});

test("an unknown offer answers 404; an offer that opens says so and links to it", async ({ page }) => {
  const unknown = await page.goto("/angebot/demo-offer-unknown/fehler");
  expect(unknown?.status()).toBe(404);
  await expect(await heading(page)).toHaveText(errorsDe["offer.errors.notFound.title"]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const open = await page.goto("/angebot/demo-offer-standard/fehler");
  expect(open?.status()).toBe(200);
  await expect(await heading(page)).toHaveText(errorsDe["offer.errors.available.title"]);
  await expect(page.getByRole("link", { name: "Zum Angebot" })).toHaveAttribute("href", "/angebot/demo-offer-standard");
});

test("an odd ?code= reads as none: the general text, nothing of it on the page", async ({ page }) => {
  for (const odd of ["%3Cscript%3Ewindow.hacked%3D1%3C%2Fscript%3E", "NO_SUCH_CODE", "offer_expired"]) {
    const response = await page.goto(`/angebot/fehler?code=${odd}`);
    expect(response?.status()).toBe(200);
    await expect(await heading(page)).toHaveText(errorsDe["offer.errors.general.title"]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const html = await page.content();
    expect(html).not.toContain("hacked");
    expect(html).not.toContain("NO_SUCH_CODE");
    expect(html).not.toContain("offer_expired");
    await expect(page.getByTestId("offer-error-code")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  }
  await expect(page.getByRole("link", { name: "Mehr zu persönlichen Angeboten" })).toHaveAttribute("href", "/angebot");
});

test("/angebot explains the offer and gives the brand's hotline", async ({ page }) => {
  await page.goto("/angebot?brand=blau");
  await expect(await heading(page)).toHaveText("Ihr persönliches Angebot");
  await expect(page.getByRole("link", { name: "0177 2211 0000" })).toHaveAttribute("href", "tel:+4917722110000");
  await expect(page.getByText("Mo–Sa 8–20 Uhr")).toBeVisible();
});

const AXE_PAGES = [
  { brand: "o2", landing: "/angebot", error: "/angebot/demo-offer-downtime/fehler?code=DOWNTIME" },
  { brand: "aldi", landing: "/angebot", error: "/angebot/demo-offer-prepaid/fehler?code=RESERVATION_CALL_HOTLINE" },
  { brand: "ayyildiz", landing: "/tr/angebot", error: "/tr/angebot/demo-offer-expired/fehler" },
] as const;

test("axe finds nothing on the landing and the error page for o2, aldi and ayyildiz in Turkish", async ({ page }) => {
  test.setTimeout(45_000);
  const found: Record<string, unknown> = {};
  for (const { brand, landing, error } of AXE_PAGES) {
    // The route sweep (a11y-sweep.spec.ts) checks the landing page; npm test checks two more error groups here.
    for (const path of FULL_SWEEP ? [landing, error] : brand === "o2" ? [] : [error]) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}brand=${brand}`);
      await expect(await heading(page)).toBeVisible();
      const violations = await axeViolations(page);
      if (violations.length > 0) found[`${brand} ${path}`] = violations;
    }
  }
  // The Turkish page is Turkish.
  await expect(await heading(page)).toHaveText(errorsTr["offer.errors.expired.title"]);
  expect(found).toEqual({});
});
