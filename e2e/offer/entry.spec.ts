import { axeViolations, expect, test } from "../fixtures";
import { reflowChecker } from "../helpers/reflow";

test("a Novum entry stores the use case and opens its offer in place of the entry", async ({ page }) => {
  await page.goto("/entry/novum?id=demo-novum");
  await expect(page).toHaveURL(/\/angebot\/demo-offer-novum$/);
  expect(await page.evaluate(() => window.localStorage.getItem("offer_use_case"))).toBe("Novum");
  // The new tab's blank page and the offer: the entry was replaced, not pushed.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
});

test("expired, unknown and incomplete entries get their own screens and statuses", async ({ page }) => {
  for (const [query, heading, status] of [
    ["?id=demo-novum-expired", "Dieser Link ist abgelaufen", 410],
    ["?id=demo-novum-unknown", "Diesen Link kennen wir nicht", 404],
    ["", "Dieser Link ist unvollständig", 400],
  ] as const) {
    const response = await page.goto(`/entry/novum${query}`);
    expect(response?.status(), query).toBe(status);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(heading);
    await expect(page.getByRole("link", { name: "0800 5200 123" })).toBeVisible();
  }
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

// axe and reflow (WCAG 1.4.10) at 320 CSS pixels on the same visits.
test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { brand, lang, expired } of [
    { brand: "o2" as const, lang: "", expired: "Dieser Link ist abgelaufen" },
    { brand: "aldi" as const, lang: "", expired: "Dieser Link ist abgelaufen" },
    { brand: "ayyildiz" as const, lang: "/tr", expired: "Bu bağlantının süresi doldu" },
  ]) {
    test(`axe finds nothing on the entry screens for ${brand}${lang}, and they reflow`, async ({ page }) => {
      const reflow = reflowChecker(page);
      await page.goto(`${lang}/entry/novum?id=demo-novum-expired&brand=${brand}`);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(expired);
      expect(await axeViolations(page), "expired").toEqual([]);
      await reflow.check("expired entry", brand);
      await page.goto(`${lang}/entry/novum?id=demo-novum-unknown&brand=${brand}`);
      expect(await axeViolations(page), "unknown").toEqual([]);
      await reflow.check("unknown entry", brand);
      expect(reflow.problems).toEqual([]);
    });
  }
});
