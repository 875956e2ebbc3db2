import { expect, PLAIN, test } from "../fixtures";

test.describe("first visit with an English browser", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en-US,en;q=0.9,de;q=0.5" } });

  test("the root path redirects to English when the brand offers it and remembers the language", async ({
    page,
    context,
  }) => {
    const response = await page.goto("/?brand=ortel");
    expect(page.url()).toMatch(/\/en\?brand=ortel$/);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie).toMatchObject({ value: "en", sameSite: "Lax", path: "/" });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test("with the cookie set, the root path stays German", async ({ page, context }) => {
    await context.addCookies([{ name: "i18n_redirected", value: "de", url: PLAIN }]);
    await page.goto("/?brand=ortel");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("a brand without English stays German", async ({ page }) => {
    await page.goto("/?brand=o2");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("other paths are never redirected", async ({ page }) => {
    await page.goto("/kuendigung?brand=ortel");
    expect(new URL(page.url()).pathname).toBe("/kuendigung");
  });
});

test.describe("first visit with a Turkish browser", () => {
  test.use({ locale: "tr-TR", extraHTTPHeaders: { "accept-language": "tr-TR,tr;q=0.9" } });

  test("AY YILDIZ opens in Turkish", async ({ page }) => {
    await page.goto("/?brand=ayyildiz");
    expect(new URL(page.url()).pathname).toBe("/tr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AYYILDIZ sayfasına hoş geldiniz");
  });
});

test("the language switcher offers only the brand's languages and keeps the page", async ({ page, context }) => {
  await page.goto("/kuendigung?brand=ortel");
  const switcher = page.getByRole("navigation", { name: "Sprache wählen" });
  await expect(switcher.getByRole("link")).toHaveText(["Deutsch", "English"]);
  await switcher.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/kuendigung\?brand=ortel$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
  expect(cookie?.value).toBe("en");
  await page.goto("/?brand=o2");
  await expect(page.getByRole("navigation", { name: "Sprache wählen" })).toHaveCount(0);
});

test("every route answers in all three languages even for a German-only brand", async ({ page }) => {
  await page.goto("/tr/kuendigung?brand=o2");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sözleşme feshi");
  // The brand offers only German: the switcher shows the way back, with Turkish as the current language.
  const switcher = page.getByRole("navigation", { name: "Dil seçin" });
  await expect(switcher.getByRole("link", { name: "Türkçe" })).toHaveAttribute("aria-current", "true");
  await switcher.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/kuendigung\?brand=o2$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});
