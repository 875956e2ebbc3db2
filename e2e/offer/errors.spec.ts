import type { Page } from "@playwright/test";
import { type OfferErrorReason, readReason } from "../../app/features/offer/error-path";
import { errorGroupOf, statusOf } from "../../app/features/offer/errors/error-groups";
import { errorsDe } from "../../app/features/offer/messages/errors-de";
import { errorsTr } from "../../app/features/offer/messages/errors-tr";
import { axeViolations, dataLayer, expect, test } from "../fixtures";

/**
 * The offer error pages and the landing page: every error scenario of the demo catalogue opens its group's
 * text (opened directly: the offer page that leads there is built elsewhere), with the status that fits.
 */
interface Scenario {
  area: string;
  name: string;
  path: string;
  state: string;
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

test("every offer scenario with an error state shows its group's text, never only a code", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const scenarios = (await (await request.get("/__demo/scenarios")).json()) as Scenario[];
  const cases = scenarios
    .filter((s) => s.area === "offer" && /^\/angebot\/[^/]+$/.test(s.path))
    .map((s) => ({ ...s, reason: readReason(s.state) ?? ACCESS[s.state] ?? null }))
    .filter((s): s is Scenario & { reason: OfferErrorReason } => s.reason !== null);
  // 22 codes (the retry modal's among them), 401, 403, 404 and 500.
  expect(cases.length).toBeGreaterThanOrEqual(26);
  for (const scenario of cases) {
    const code = ACCESS[scenario.state] ? "" : `?code=${scenario.state}`;
    const response = await page.goto(`${scenario.path}/fehler${code}`);
    const expected = { name: scenario.name, status: statusOf(scenario.reason), title: titleOf(scenario.reason) };
    expect({
      name: scenario.name,
      status: response?.status(),
      title: await (await heading(page)).textContent(),
    }).toEqual(expected);
    await expect(page.getByTestId("offer-error-code")).toContainText(scenario.reason);
  }
});

test("a downtime shows its end and a retry; the data layer gets the error page once, without the token", async ({
  page,
}) => {
  const response = await page.goto("/angebot/demo-offer-downtime/fehler?code=DOWNTIME");
  expect(response?.status()).toBe(503);
  await expect(await heading(page)).toHaveText(errorsDe["offer.errors.downtime.title"]);
  await expect(
    page.getByText(/^Die Arbeiten dauern voraussichtlich bis \d\d\.\d\d\.\d{4}, \d\d:\d\d\.$/),
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
    for (const path of [landing, error]) {
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
