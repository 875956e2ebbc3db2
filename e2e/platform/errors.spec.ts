import { dataLayer, expect, test } from "../fixtures";

const errorEvents = async (page: import("@playwright/test").Page) =>
  (await dataLayer(page)).filter((e) => e.event === "error_page_shown");

test("an unknown path answers 404 with the path, an explanation and a way home", async ({ page }) => {
  const response = await page.goto("/en/no-such-page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toHaveText("Page not found: /en/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
  await page.getByRole("link", { name: "Go to the home page", exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("an unknown language prefix is a 404 in German", async ({ page }) => {
  const response = await page.goto("/fr/kuendigung");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByTestId("not-found-message")).toHaveText("Page not found: /fr/kuendigung");
});

test("a script-like path is shown as text, never run", async ({ page }) => {
  let dialog = false;
  page.on("dialog", async (d) => {
    dialog = true;
    await d.dismiss();
  });
  const response = await page.goto("/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found-message")).toContainText("Page not found: /");
  expect(await page.locator("main script").count()).toBe(0);
  expect(dialog).toBe(false);
});

test("hostile paths and query values get a 404, the normal page or a redirect within the site, never a 5xx", async ({
  request,
}) => {
  const paths = [
    "/..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/angebot/..%252f..%252f/zahlung",
    "/%E0%A4%A",
    "/angebot/%E0%A4%A/zahlung",
    "/angebot/x%00y",
    `/${"a".repeat(6000)}`,
    `/angebot/${"b".repeat(3000)}`,
    "/?brand=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/kuendigung?brand=../../etc&x=%00",
    "/en//kuendigung",
    "/assets/../server/main.ts",
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0, headers: { cookie: "i18n_redirected=de" } });
    expect(response.status(), path).toBeLessThan(500);
    // A token page may send an unknown token elsewhere, but only to a path of this site.
    if (response.status() >= 300 && response.status() < 400) {
      expect(response.headers().location ?? "", path).toMatch(/^\/(?![/\\])/);
    } else {
      expect([200, 404], path).toContain(response.status());
    }
    const body = await response.text();
    expect(body, path).not.toContain("<script>alert(1)</script>");
  }
});

test("a fatal error shows the error page with its status, and the button clears it and goes home", async ({ page }) => {
  const response = await page.goto("/__error/503");
  expect(response?.status()).toBe(503);
  await expect(page.getByTestId("error-status")).toHaveText("Statuscode 503");
  await page.evaluate(() => Object.assign(window, { beforeTheButton: true }));
  await page.getByRole("link", { name: "Fehler schließen und zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
  // A new document: nothing of the failed page (its error state, its scripts' memory) is left.
  expect(await page.evaluate(() => "beforeTheButton" in window)).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Willkommen bei/);
  await expect(page.getByTestId("error-status")).toHaveCount(0);
});

test("an unhandled error shows the error page with status 500, in the page's language", async ({ page }) => {
  const response = await page.goto("/__error");
  expect(response?.status()).toBe(500);
  await expect(page.getByTestId("error-status")).toHaveText("Statuscode 500");
});

test("crawlers get the bare status, not the error page", async ({ request }) => {
  const googlebot = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
  for (const [path, status] of [
    ["/no-such-page", 404],
    ["/__error/503", 503],
    ["/__error", 500],
  ] as const) {
    const response = await request.get(path, { headers: googlebot });
    expect(response.status(), path).toBe(status);
    expect(response.headers()["content-type"], path).toContain("text/plain");
    expect((await response.text()).trim(), path).toBe(String(status));
  }
  // A form post that fails its checks answers with the form and its errors, whoever sent it.
  const post = await request.post("/kuendigung?brand=o2", { headers: googlebot, multipart: { firstName: "Max" } });
  expect(post.status()).toBe(400);
  expect(post.headers()["content-type"]).toContain("text/html");
  expect(await post.text()).toContain('id="termination-form"');
});

test("people get the full 404 page", async ({ request }) => {
  const response = await request.get("/no-such-page", {
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0" },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page not found: /no-such-page");
});

test("the 404 page and the fatal error page track error_page_shown with status and route pattern", async ({ page }) => {
  await page.goto("/angebot/secret-token-123/no-such-step");
  await expect
    .poll(() => errorEvents(page))
    .toEqual([{ event: "error_page_shown", detail: { status: 404, path: "(not found)" } }]);
  expect(JSON.stringify(await dataLayer(page))).not.toContain("secret-token-123");

  await page.goto("/__error/500");
  await expect
    .poll(() => errorEvents(page))
    .toEqual([{ event: "error_page_shown", detail: { status: 500, path: "/__error/:status" } }]);
  await page.goto("/__error");
  await expect
    .poll(() => errorEvents(page))
    .toEqual([{ event: "error_page_shown", detail: { status: 500, path: "/__error" } }]);
});
