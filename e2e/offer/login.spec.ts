import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "../fixtures";
import { reflowChecker } from "../helpers/reflow";
import { brandSample } from "../sample";

const LOGIN = "/angebot/demo-offer-login/login";

/**
 * The login went on to this page: the address shows it, or (once the page's own guards may send the visitor
 * on) the router asked the server for its data.
 */
async function continuedTo(page: Page, path: string) {
  const data = `${path}.data`;
  const ignore = () => undefined;
  await Promise.race([
    page.waitForURL((url) => url.pathname === path).catch(ignore),
    page.waitForRequest((request) => new URL(request.url()).pathname === data).catch(ignore),
  ]);
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem("auth_token"));

test("the demo code signs in: the token is stored, the code leaves the address bar, the offer opens", async ({
  page,
}) => {
  const continued = continuedTo(page, "/angebot/demo-offer-login");
  await page.goto(`${LOGIN}?code=123456`);
  await continued;
  await expect(page).not.toHaveURL(/code=/);
  expect(await storedToken(page)).toMatch(/^demo-access-/);
  // The new tab's blank page and the offer: the login with its code was replaced in the history, not kept.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
});

test("the login continues on the page that sent the customer there, never elsewhere", async ({ page }) => {
  // Foreign and planted paths are refused by the rule (return-path.test.ts); here the page it accepts.
  await page.goto(`${LOGIN}?brand=o2`);
  await page.evaluate(() =>
    window.sessionStorage.setItem("offer_login_return", "/angebot/demo-offer-login/zusammenfassung"),
  );
  const returned = continuedTo(page, "/angebot/demo-offer-login/zusammenfassung");
  await page.goto(`${LOGIN}?code=123456`);
  await returned;
});

test("a failing exchange offers a retry, which signs in", async ({ page }) => {
  // This page's first exchange fails (a demo fault would be global and could hit a parallel test's login).
  let failures = 1;
  await page.route("**/api/auth/token?*", (route) =>
    failures-- > 0
      ? route.fulfill({ status: 503, json: { code: "SERVICE_UNAVAILABLE", message: "Try again later." } })
      : route.continue(),
  );
  await page.goto(`${LOGIN}?code=123456`);
  await expect(page.getByRole("heading", { name: "Die Anmeldung hat gerade nicht geklappt" })).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
  expect(await axeViolations(page), "failed exchange").toEqual([]);
  const continued = continuedTo(page, "/angebot/demo-offer-login");
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await continued;
  expect(await storedToken(page)).toMatch(/^demo-access-/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login says it needs JavaScript and where to get help", async ({ page }) => {
    await page.goto(`${LOGIN}?code=123456`);
    await expect(page.getByText(/Für die Anmeldung braucht diese Seite JavaScript/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Mehr zum persönlichen Angebot" })).toHaveAttribute("href", "/angebot");
  });
});

// A wrong and a missing code say what happened and how to get a new link; axe and reflow (WCAG 1.4.10) at
// 320 CSS pixels on the same visits. `npm test`: the Turkish brand (the route sweep checks the login page for other
// brands and languages); all three with `npm run test:e2e:full`.
const WRONG_AND_MISSING = [
  {
    brand: "o2" as const,
    lang: "",
    wrong: "Dieser Anmeldecode ist ungültig",
    missing: "Im Link fehlt der Anmeldecode",
  },
  {
    brand: "aldi" as const,
    lang: "",
    wrong: "Dieser Anmeldecode ist ungültig",
    missing: "Im Link fehlt der Anmeldecode",
  },
  {
    brand: "ayyildiz" as const,
    lang: "/tr",
    wrong: "Bu giriş kodu geçerli değil",
    missing: "Bağlantıda giriş kodu eksik",
  },
].filter(({ brand }) => brandSample(["ayyildiz"]).includes(brand));

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { brand, lang, wrong, missing } of WRONG_AND_MISSING) {
    test(`wrong and missing codes are explained for ${brand}${lang}; axe finds nothing, and they reflow`, async ({
      page,
    }) => {
      const reflow = reflowChecker(page);
      await page.goto(`${lang}${LOGIN}?code=999999&brand=${brand}`);
      await expect(page.getByRole("heading", { name: wrong })).toBeVisible();
      await expect(page).not.toHaveURL(/code=/);
      expect(await storedToken(page)).toBeNull();
      expect(await axeViolations(page), "wrong code").toEqual([]);
      await reflow.check("wrong code", brand);
      const response = await page.goto(`${lang}${LOGIN}?brand=${brand}`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { name: missing })).toBeVisible();
      expect(await axeViolations(page), "missing code").toEqual([]);
      await reflow.check("missing code", brand);
      expect(reflow.problems).toEqual([]);
    });
  }
});
