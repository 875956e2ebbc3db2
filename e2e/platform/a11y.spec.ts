import { axeViolations, expect, test } from "../fixtures";
import { brandSample } from "../sample";

// The flows' own specs run axe for o2, aldi, ayyildiz (offer, e-mail rejection) and ortel (gallery); these are
// the other four brands, so every brand's theme is checked in `npm test`. All eight: `npm run test:e2e:full`.
for (const slug of brandSample(["aetka", "nova", "spice", "blau"])) {
  test(`axe finds nothing on the start page and the 404 page for ${slug}`, async ({ page }) => {
    await page.goto(`/?brand=${slug}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/no-such-page");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("keyboard: the skip link reaches the content and client navigation focuses the new page's heading", async ({
  page,
}) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.getByRole("link", { name: "Verträge hier kündigen" }).first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/kuendigung$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});
