import { expect, test } from "../fixtures";

test("the start page leads to the termination form and the offer landing page", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Verträge hier kündigen" }).click();
  await expect(page).toHaveURL(/\/kuendigung$/);
  await page.goBack();
  await main.getByRole("link", { name: /Ihr persönliches Angebot/ }).click();
  await expect(page).toHaveURL(/\/angebot$/);
});

test("every footer links the brand's imprint and privacy notice (the demo's stand-ins here)", async ({ page }) => {
  await page.goto("/kuendigung?brand=blau");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/__demo/impressum");
  await footer.getByRole("link", { name: "Datenschutz" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzhinweise");
  await expect(page.getByTestId("demo-banner")).toBeVisible();
});

test("with the demo backend the start page lists every scenario by area, and each link opens", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const panel = page.getByTestId("demo-panel");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Demo-Szenarien");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
    "Angebot",
    "Identitätsprüfung",
    "Kündigung",
    "Self-Care-Kündigung",
    "E-Mail-Ablehnung",
    "Einstieg",
  ]);
  const scenarios = (await (await request.get("/__demo/scenarios")).json()) as { path: string }[];
  const hrefs = await panel.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toHaveLength(scenarios.length);
  expect(new Set(hrefs)).toEqual(new Set(scenarios.map((s) => s.path)));
  // Side by side: some scenarios answer only after the backend's simulated delay.
  const statuses = await Promise.all(
    [...new Set(hrefs)].map(async (href) => {
      const response = await request.get(href as string, { maxRedirects: 0 });
      return `${href} ${response.status()}`;
    }),
  );
  // A scenario whose backend fails shows its error screen with 502 or 503; 500 would be our own crash.
  expect(statuses.filter((line) => / (500|50[4-9]|5[1-9]\d)$/.test(line))).toEqual([]);
});

test("in English the scenario links keep the language", async ({ page }) => {
  await page.goto("/en");
  const first = page.getByTestId("demo-panel").getByRole("link").first();
  await expect(first).toHaveAttribute("href", /^\/en\//);
});

test("a scenario link navigates inside the app, as a router link does", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const link = page.getByTestId("demo-panel").locator(`a[href="/angebot/demo-offer-standard"]`);
  await expect(link).toHaveAttribute("data-discover", "true");
  await link.click();
  await expect(page).toHaveURL(/\/angebot\/demo-offer-standard$/);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});
