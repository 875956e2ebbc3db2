import { axeViolations, expect, test } from "../fixtures";

// Every route of the table gets axe in `a11y-sweep.spec.ts`; the 404 page is not in the table.
test("axe finds nothing on the 404 page", async ({ page }) => {
  await page.goto("/no-such-page?brand=nova");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

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
