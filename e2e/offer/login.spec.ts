import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "../fixtures";
import { ownClientAddress } from "../helpers/client-address";
import { FAULTS, injectFault, ownTraceId } from "../helpers/faults";
import { privateOffer } from "../helpers/private-offer";
import { reflowChecker } from "../helpers/reflow";
import { brandSample } from "../sample";

/**
 * The offer login: the page's form sends the link's code to the server, which signs in with an HttpOnly cookie no
 * script can read. Every test signs in to a private copy of the demo's login offer (code 123456; its wrong codes are
 * counted per offer) from a client address of its own (the per-address limit).
 */
test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

const loginPath = (token: string, lang = "") => `${lang}/angebot/${token}/login`;

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

/** The bearer as the browser keeps it: only in the cookie jar, never where a script of the page could read it. */
async function bearerOf(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "auth_token");
  const visibleToScripts = await page.evaluate(() => {
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    );
    return [document.cookie, ...stored].join("\n");
  });
  return { cookie, visibleToScripts };
}

/** Wrong codes for the offer, sent as the form would be, before the test's own visit. */
async function wrongCodes(page: Page, token: string, count: number, lang = "") {
  for (let i = 0; i < count; i++) {
    const response = await page.request.post(loginPath(token, lang), { form: { code: `99999${i}` }, maxRedirects: 0 });
    expect(response.status()).toBe(401);
  }
}

test("the demo code signs in: the code leaves the address bar, the offer opens, no script can read the bearer", async ({
  page,
}) => {
  const token = privateOffer("demo-offer-login");
  const continued = continuedTo(page, `/angebot/${token}`);
  await page.goto(`${loginPath(token)}?code=123456`);
  await continued;
  await expect(page.getByRole("button", { name: "Dieses Angebot wählen" }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
  // The new tab's blank page and the offer: the login with its code was replaced in the history, not kept.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
  const { cookie, visibleToScripts } = await bearerOf(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  expect(cookie?.value).toMatch(/^demo-access-/);
  expect(visibleToScripts).not.toContain("auth_token");
  expect(visibleToScripts).not.toContain(cookie?.value);
  expect(await page.content()).not.toContain(cookie?.value);
});

test("the login continues on the page that sent the customer there, never elsewhere", async ({ page }) => {
  // Foreign and planted paths are refused by the rule (return-path.test.ts); here the page it accepts.
  const token = privateOffer("demo-offer-login");
  await page.goto(`${loginPath(token)}?brand=o2`);
  await page.evaluate(
    (path) => window.sessionStorage.setItem("offer_login_return", path),
    `/angebot/${token}/zusammenfassung`,
  );
  const returned = continuedTo(page, `/angebot/${token}/zusammenfassung`);
  await page.goto(`${loginPath(token)}?code=123456`);
  await returned;
});

test("a failing exchange keeps the code for the retry, which signs in", async ({ page, request }) => {
  const token = privateOffer("demo-offer-login");
  const traceId = await ownTraceId(page);
  await injectFault(request, { traceId, method: "GET", path: "/api/auth/token", kind: FAULTS["503"] });
  await page.goto(`${loginPath(token)}?code=123456`);
  await expect(page.getByRole("heading", { name: "Die Anmeldung hat gerade nicht geklappt" })).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
  expect(await axeViolations(page), "failed exchange").toEqual([]);
  const continued = continuedTo(page, `/angebot/${token}`);
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await continued;
  expect((await bearerOf(page)).cookie?.value).toMatch(/^demo-access-/);
});

test("a code of another offer signs in nowhere, and the customer's own login stays", async ({ page }) => {
  const own = privateOffer("demo-offer-login");
  await page.goto(`${loginPath(own)}?code=123456`);
  await expect(page).toHaveURL(new RegExp(`/angebot/${own}$`));
  const before = (await bearerOf(page)).cookie?.value;
  // 654321 is the code of another login offer (demo-offer-login-blau): not this one's.
  await page.goto(`${loginPath(own)}?code=654321`);
  await expect(page.getByRole("heading", { name: "Dieser Anmeldecode ist ungültig" })).toBeVisible();
  expect((await bearerOf(page)).cookie?.value).toBe(before);
  await page.goto(`/angebot/${own}`);
  await expect(page.getByRole("button", { name: "Dieses Angebot wählen" }).first()).toBeVisible();
});

test("after 5 wrong codes the offer's login says when it takes codes again", async ({ page }) => {
  const token = privateOffer("demo-offer-login");
  await wrongCodes(page, token, 5);
  const answered = page.waitForResponse((r) => r.request().method() === "POST");
  await page.goto(`${loginPath(token)}?code=123456`);
  const answer = await answered;
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(500);
  expect(Number(answer.headers()["retry-after"])).toBeLessThanOrEqual(600);
  await expect(page.getByRole("heading", { name: "Zu viele Anmeldeversuche" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(/ab \d\d:\d\d Uhr noch einmal – in etwa 10 Minuten\./);
  await expect(page).not.toHaveURL(/code=/);
  expect((await bearerOf(page)).cookie).toBeUndefined();
  expect(await axeViolations(page), "too many tries").toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form's button signs in", async ({ page }) => {
    const token = privateOffer("demo-offer-login");
    await page.goto(`${loginPath(token)}?code=123456`);
    await expect(page.getByText("Sie melden sich mit dem Code aus Ihrem Link an.")).toBeVisible();
    await page.getByRole("button", { name: "Weiter zu Ihrem Angebot" }).click();
    await expect(page).toHaveURL(new RegExp(`/angebot/${token}$`));
    await expect(page.getByRole("button", { name: "Dieses Angebot wählen" }).first()).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === "auth_token")).toMatchObject({ httpOnly: true });
  });

  test("too many wrong codes are explained in English, with Retry-After", async ({ page }) => {
    const token = privateOffer("demo-offer-login");
    await wrongCodes(page, token, 5, "/en");
    await page.goto(`${loginPath(token, "/en")}?code=123456`);
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Continue to your offer" }).click();
    const answer = await answered;
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(500);
    await expect(page.getByRole("heading", { name: "Too many sign-in attempts" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(
      /from \d{1,2}:\d\d [AP]M \(German time\), in about 10 minutes\./,
    );
    await expect(page).not.toHaveURL(/code=/);
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
      const token = privateOffer("demo-offer-login");
      await page.goto(`${loginPath(token, lang)}?code=999999&brand=${brand}`);
      await expect(page.getByRole("heading", { name: wrong })).toBeVisible();
      await expect(page).not.toHaveURL(/code=/);
      expect((await bearerOf(page)).cookie).toBeUndefined();
      expect(await axeViolations(page), "wrong code").toEqual([]);
      await reflow.check("wrong code", brand);
      const response = await page.goto(`${loginPath(token, lang)}?brand=${brand}`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { name: missing })).toBeVisible();
      expect(await axeViolations(page), "missing code").toEqual([]);
      await reflow.check("missing code", brand);
      expect(reflow.problems).toEqual([]);
    });
  }
});
