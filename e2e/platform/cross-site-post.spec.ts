import type { Page, Request } from "@playwright/test";
import { sealPaymentChoice } from "../../app/features/offer/checkout/payment-cookie.server";
import { AUTH_TOKEN_COOKIE } from "../../app/platform/api/auth-token-store";
import { expect, PLAIN, test } from "../fixtures";
import { privateOffer } from "../helpers/private-offer";
import { E2E_SESSION_SECRET } from "../ports";

/**
 * docs/decisions/0011: an action accepts a post only from this origin. A form on a page of another site (a data: URL,
 * whose origin is opaque, so the browser sends `Origin: null` and `Sec-Fetch-Site: cross-site`) posts the order of a
 * prepared summary: it is refused before any action runs, the browser sends none of the checkout's cookies
 * (SameSite, the second wall), and nothing is ordered. The same form posted from the app's own token page, without
 * JavaScript, carries its real Origin (the page's `Referrer-Policy: strict-origin`) and the cookies, and orders.
 */
test.use({ javaScriptEnabled: false });

const CHECKOUT_COOKIES = ["offer_choice", "offer_payment", AUTH_TOKEN_COOKIE];

/** The cookies as the app sets them: the cart and payment cookies Lax (server), the bearer Strict (browser). */
async function prepareSummary(page: Page, token: string) {
  await page.context().addCookies([
    { name: "offer_choice", value: `0.Standard.${token}`, url: PLAIN, httpOnly: true, sameSite: "Lax" },
    {
      name: "offer_payment",
      value: sealPaymentChoice(
        { token, method: "sepa", sepa: { iban: "DE89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann" } },
        E2E_SESSION_SECRET,
      ),
      url: PLAIN,
      httpOnly: true,
      sameSite: "Lax",
    },
    { name: AUTH_TOKEN_COOKIE, value: "bearer-of-the-customer", url: PLAIN, sameSite: "Strict" },
  ]);
  await page.goto(`/angebot/${token}/zusammenfassung`, { waitUntil: "load" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zusammenfassung");
  const form = page.locator("form[method=post]", { has: page.locator("[name=termsAccepted]") });
  const attribute = (name: string) => form.locator(`[name=${name}]`).getAttribute("value");
  const [idempotencyKey, terms, privacy] = await Promise.all(
    ["idempotencyKey", "termsAccepted", "privacyNoticeAcknowledged"].map(attribute),
  );
  const action = new URL((await form.getAttribute("action")) ?? page.url(), page.url()).href;
  return `<!doctype html><title>elsewhere</title><form method="post" action="${action}">
<input name="idempotencyKey" value="${idempotencyKey}"><input name="termsAccepted" value="${terms}">
<input name="privacyNoticeAcknowledged" value="${privacy}"><button>order</button></form>`;
}

async function submit(page: Page): Promise<Request> {
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "order" }).click();
  return posted;
}

async function acceptCalls(page: Page, token: string): Promise<number> {
  const journal = (await (await page.request.get("/__demo/requests")).json()) as { method: string; path: string }[];
  return journal.filter((entry) => entry.method === "POST" && entry.path === `/api/offer/accept/${token}`).length;
}

const cookieNames = async (request: Request) =>
  ((await request.allHeaders()).cookie ?? "").split(/;\s*/).map((pair) => pair.split("=")[0]);

test("a cross-site form post with Origin: null reaches no action with the checkout's cookies", async ({ page }) => {
  const token = privateOffer("demo-offer-tm");
  const form = await prepareSummary(page, token);

  await page.goto(`data:text/html,${encodeURIComponent(form)}`, { waitUntil: "load" });
  const crossSite = await submit(page);
  const refused = await crossSite.response();
  await page.waitForLoadState("load");
  const sent = await crossSite.allHeaders();
  expect(sent.origin).toBe("null");
  expect(sent["sec-fetch-site"]).toBe("cross-site");
  for (const name of CHECKOUT_COOKIES) expect(await cookieNames(crossSite), name).not.toContain(name);
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("Cross-site request refused")).toBeVisible();
  expect(await acceptCalls(page, token)).toBe(0);

  // The same form from the app's own page carries the cookies and orders.
  await page.goto(`/angebot/${token}/zusammenfassung`, { waitUntil: "load" });
  await page.setContent(form);
  const sameSite = await submit(page);
  await page.waitForLoadState("load");
  expect((await sameSite.allHeaders()).origin).toBe(new URL(PLAIN).origin);
  for (const name of CHECKOUT_COOKIES) expect(await cookieNames(sameSite), name).toContain(name);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Bestellung");
  expect(await acceptCalls(page, token)).toBe(1);
});
