import { CONFIGURED, dataLayer, expect, PLAIN, test } from "../fixtures";

const isTagManager = (url: string) => url.startsWith("https://www.googletagmanager.com/gtm.js");
const isConsentManager = (url: string) => url.startsWith("https://web.cmp.usercentrics.eu/");
const isPersonalisation = (url: string) => url.startsWith("https://cdn.dynamicyield.com/");

test("without configured ids nothing external loads", async ({ page, externalRequests }) => {
  await page.goto("/kuendigung?brand=o2");
  await page.goto("/?brand=blau");
  await page.waitForLoadState("networkidle");
  expect(externalRequests).toEqual([]);
  expect(await page.locator("script[src^='http']").count()).toBe(0);
});

test("page views carry the route pattern, never the token", async ({ page }) => {
  // A private copy of an offer whose customer is complete, with its chosen cart: the payment step renders.
  const token = "demo-offer-tm~secret123";
  await page.context().addCookies([{ name: "offer_choice", value: `0.Standard.${token}`, url: PLAIN }]);
  await page.goto(`/angebot/${token}/zahlung`);
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "page_view").length).toBe(1);
  const entries = await dataLayer(page);
  expect(entries.find((e) => e.event === "page_view")).toEqual({
    event: "page_view",
    page: {
      path: "/angebot/:token/zahlung",
      language: "de",
      brand: "o2",
      application: "permissions",
      loginStatus: "no",
    },
  });
  expect(JSON.stringify(entries)).not.toContain("demo-offer-tm");
});

test("every client navigation pushes one page view", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("link", { name: "Cancel contracts here" }).first().click();
  await expect(page).toHaveURL(/\/en\/kuendigung$/);
  await expect
    .poll(async () =>
      (await dataLayer(page)).filter((e) => e.event === "page_view").map((e) => (e.page as { path: string }).path),
    )
    .toEqual(["/en", "/en/kuendigung"]);
});

test.describe("with ids configured", () => {
  test.use({ baseURL: CONFIGURED });

  test("consent defaults come first, then the consent manager and the tag manager load", async ({
    page,
    externalRequests,
  }) => {
    await page.goto("/?brand=o2");
    await expect
      .poll(() => externalRequests.filter(isTagManager))
      .toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-O2TEST"]);
    expect(externalRequests.filter(isConsentManager)).toHaveLength(1);
    await expect(page.locator("#usercentrics-cmp")).toHaveAttribute("data-settings-id", "o2-settings");
    const entries = await dataLayer(page);
    const consent = entries.findIndex((e) => e[0] === "consent" && e[1] === "default");
    const gtmStart = entries.findIndex((e) => e.event === "gtm.js");
    expect(consent).toBe(0);
    expect(gtmStart).toBeGreaterThan(consent);
    expect(entries[consent]?.[2]).toMatchObject({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    // The consent-manager loader comes before the tag manager in the document.
    const order = await page.evaluate(() =>
      Array.from(document.querySelectorAll("script[src]"), (s) => s.getAttribute("src")),
    );
    const cmIndex = order.findIndex((s) => s?.includes("usercentrics"));
    const tmIndex = order.findIndex((s) => s?.includes("googletagmanager"));
    expect(cmIndex).toBeGreaterThan(-1);
    expect(tmIndex).toBeGreaterThan(cmIndex);
  });

  test("a brand with a tag manager but no consent-manager id loads only the tag manager", async ({
    page,
    externalRequests,
  }) => {
    await page.goto("/?brand=nova");
    await expect
      .poll(() => externalRequests.filter(isTagManager))
      .toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-NOVATEST"]);
    expect(externalRequests.filter(isConsentManager)).toEqual([]);
  });

  test("a brand without ids loads nothing, even on a configured server", async ({ page, externalRequests }) => {
    await page.goto("/kuendigung?brand=aldi");
    await page.waitForLoadState("networkidle");
    expect(externalRequests).toEqual([]);
  });

  test("with consent, the personalisation script runs only on kuendigung paths and reloads on every page change", async ({
    page,
    externalRequests,
  }) => {
    await page.goto("/?brand=blau");
    await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === "page_view")).toBe(true);
    // The consent manager's grant (Consent Mode v2 update); without it nothing loads (consent.spec.ts).
    await page.evaluate(() => {
      function gtag(..._args: unknown[]) {
        // biome-ignore lint/complexity/noArguments: gtag pushes its arguments object
        window.dataLayer?.push(arguments);
      }
      gtag("consent", "update", { ad_personalization: "granted" });
    });
    await page.waitForLoadState("networkidle");
    expect(externalRequests.filter(isPersonalisation)).toEqual([]);

    await page.getByRole("contentinfo").getByRole("link", { name: "Verträge hier kündigen" }).click();
    await expect(page).toHaveURL(/\/kuendigung$/);
    await expect
      .poll(() => externalRequests.filter(isPersonalisation))
      .toEqual(["https://cdn.dynamicyield.com/api/8770002/api_dynamic.js"]);

    // Another navigation (here to the same form again) runs the script again.
    await page.getByRole("contentinfo").getByRole("link", { name: "Verträge hier kündigen" }).click();
    await expect.poll(() => externalRequests.filter(isPersonalisation).length).toBe(2);
    await expect(page.locator("#personalisation-script")).toHaveCount(1);

    await page.getByRole("link", { name: /– zur Startseite/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#personalisation-script")).toHaveCount(0);
    expect(externalRequests.filter(isPersonalisation)).toHaveLength(2);
  });

  test("brands other than o2 and blau never get the personalisation script", async ({ page, externalRequests }) => {
    await page.goto("/kuendigung?brand=nova");
    await page.waitForLoadState("networkidle");
    expect(externalRequests.filter(isPersonalisation)).toEqual([]);
  });
});
