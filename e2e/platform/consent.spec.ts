import type { Page } from "@playwright/test";
import { CONFIGURED, dataLayer, expect, test } from "../fixtures";

const O2_SCRIPT = "https://cdn.dynamicyield.com/api/8770001/api_dynamic.js";
const isPersonalisation = (url: string) => url.startsWith("https://cdn.dynamicyield.com/");

test.use({ baseURL: CONFIGURED });

/** The app has hydrated once its first page view is in the data layer. */
async function hydrated(page: Page) {
  await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === "page_view")).toBe(true);
}

/** What the consent manager does on a decision: a Consent Mode v2 update through gtag (its arguments object). */
async function consentUpdate(page: Page, values: Record<string, "granted" | "denied">) {
  await page.evaluate((update) => {
    function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag pushes its arguments object, as the consent manager does
      window.dataLayer?.push(arguments);
    }
    gtag("consent", "update", update);
  }, values);
}

const ALL_GRANTED = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
} as const;

async function footerTerminationLink(page: Page) {
  await page.getByRole("contentinfo").getByRole("link", { name: "Verträge hier kündigen" }).click();
  await expect(page).toHaveURL(/\/kuendigung$/);
}

test("without consent the personalisation script is never requested, across page changes", async ({
  page,
  externalRequests,
}) => {
  await page.goto("/kuendigung?brand=o2");
  await hydrated(page);
  // The consent manager only denied more: still nothing.
  await consentUpdate(page, { ...ALL_GRANTED, ad_personalization: "denied" });
  await footerTerminationLink(page);
  await page.getByRole("link", { name: /– zur Startseite/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await footerTerminationLink(page);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  expect(externalRequests.filter(isPersonalisation)).toEqual([]);
  await expect(page.locator("#personalisation-script")).toHaveCount(0);
  // The consent manager and the tag manager did load: only the personalisation script waits.
  expect(externalRequests.some((url) => url.startsWith("https://web.cmp.usercentrics.eu/"))).toBe(true);
});

test("a consent-manager grant loads it on the kuendigung page, again on each page change, never elsewhere", async ({
  page,
  externalRequests,
}) => {
  await page.goto("/kuendigung?brand=o2");
  await hydrated(page);
  expect(externalRequests.filter(isPersonalisation)).toEqual([]);

  await consentUpdate(page, ALL_GRANTED);
  await expect.poll(() => externalRequests.filter(isPersonalisation)).toEqual([O2_SCRIPT]);

  await footerTerminationLink(page);
  await expect.poll(() => externalRequests.filter(isPersonalisation).length).toBe(2);

  // Not on other paths, consent or not.
  await page.getByRole("link", { name: /– zur Startseite/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#personalisation-script")).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(externalRequests.filter(isPersonalisation)).toHaveLength(2);

  // Withdrawn consent: no further loads.
  await consentUpdate(page, { ad_personalization: "denied" });
  await footerTerminationLink(page);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("#personalisation-script")).toHaveCount(0);
  expect(externalRequests.filter(isPersonalisation)).toHaveLength(2);
});

test("Usercentrics' UC_CONSENT event for the personalisation service opens it too", async ({
  page,
  externalRequests,
}) => {
  await page.goto("/kuendigung?brand=o2");
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(externalRequests.filter(isPersonalisation)).toEqual([]);
  await page.evaluate(() => {
    const detail = {
      consent: { status: "SOME_ACCEPTED", type: "EXPLICIT" },
      categories: { marketing: { state: "ALL_ACCEPTED" } },
      services: { x1: { name: "Dynamic Yield", category: "marketing", consent: { given: true, type: "EXPLICIT" } } },
    };
    window.dispatchEvent(new CustomEvent("UC_CONSENT", { detail }));
  });
  await expect.poll(() => externalRequests.filter(isPersonalisation)).toEqual([O2_SCRIPT]);
});
