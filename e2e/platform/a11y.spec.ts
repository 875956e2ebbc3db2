import { BRAND_SLUGS } from "../../app/platform/brand/registry";
import { axeViolations, expect, test } from "../fixtures";

for (const slug of BRAND_SLUGS) {
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
