import { BRAND_HOTLINES } from "../../app/platform/brand/registry";
import { axeViolations, expect, test } from "../fixtures";
import { reflowChecker } from "../helpers/reflow";
import { brandSample } from "../sample";

test("a Novum entry stores the use case and opens its offer in place of the entry", async ({ page }) => {
  await page.goto("/entry/novum?id=demo-novum");
  await expect(page).toHaveURL(/\/angebot\/demo-offer-novum$/);
  expect(await page.evaluate(() => window.localStorage.getItem("offer_use_case"))).toBe("Novum");
  // The new tab's blank page and the offer: the entry was replaced, not pushed.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the entry links to its offer", async ({ page }) => {
    await page.goto("/en/entry/novum?id=demo-novum");
    await expect(page.getByRole("link", { name: "Continue to your offer" })).toHaveAttribute(
      "href",
      "/en/angebot/demo-offer-novum",
    );
  });
});

// Expired, unknown and incomplete entries get their own screens and statuses; axe and reflow (WCAG 1.4.10) at
// 320 CSS pixels on the same visits.
test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  const SCREENS = {
    de: {
      expired: "Dieser Link ist abgelaufen",
      unknown: "Diesen Link kennen wir nicht",
      invalid: "Dieser Link ist unvollständig",
    },
    tr: { expired: "Bu bağlantının süresi doldu", unknown: "Bu bağlantıyı tanımıyoruz", invalid: "Bu bağlantı eksik" },
  };

  // `npm test`: the Turkish brand (the route sweep checks the entry page for other brands and languages); all three
  // with `npm run test:e2e:full`.
  const BRANDS = [
    { brand: "o2" as const, lang: "de" as const },
    { brand: "aldi" as const, lang: "de" as const },
    { brand: "ayyildiz" as const, lang: "tr" as const },
  ].filter(({ brand }) => brandSample(["ayyildiz"]).includes(brand));

  for (const { brand, lang } of BRANDS) {
    test(`expired, unknown and incomplete entries are explained for ${brand}/${lang}; axe finds nothing`, async ({
      page,
    }) => {
      const reflow = reflowChecker(page);
      const prefix = lang === "de" ? "" : `/${lang}`;
      for (const [state, query, status] of [
        ["expired", "?id=demo-novum-expired", 410],
        ["unknown", "?id=demo-novum-unknown", 404],
        ["invalid", "?id=", 400],
      ] as const) {
        const response = await page.goto(`${prefix}/entry/novum${query}&brand=${brand}`);
        expect(response?.status(), state).toBe(status);
        await expect(page.getByRole("heading", { level: 2 })).toHaveText(SCREENS[lang][state]);
        await expect(page.getByRole("link", { name: BRAND_HOTLINES[brand].displayNumber })).toBeVisible();
        expect(await axeViolations(page), state).toEqual([]);
        await reflow.check(`${state} entry`, brand);
      }
      expect(reflow.problems).toEqual([]);
    });
  }
});
