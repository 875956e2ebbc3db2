import type { Page } from "@playwright/test";
import { sealPaymentChoice } from "../../app/features/offer/checkout/payment-cookie.server";
import { errorGroupOf } from "../../app/features/offer/errors/error-groups";
import { errorsDe } from "../../app/features/offer/messages/errors-de";
import type { OfferErrorCode } from "../../app/platform/api/types";
import { axeViolations, dataLayer, expect, PLAIN, test } from "../fixtures";
import { privateOffer } from "../helpers/private-offer";
import { E2E_SESSION_SECRET } from "../ports";

const T_GREEN_APM_VVL = privateOffer("demo-offer-green-apm-vvl");
const T_GREEN_IDV_VVL = privateOffer("demo-offer-green-idv-vvl");
const T_TM = privateOffer("demo-offer-tm");

/**
 * The order from `zusammenfassung` on, for offers whose customer is complete (personal data and ID document):
 * the cart and payment cookies are set as the offer page and the payment step set them.
 */
async function toSummary(page: Page, token: string, method: "sepa" | "creditCard" | "paypal", choice = 0) {
  const sepa =
    method === "sepa" ? { iban: "DE89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann" } : undefined;
  await page.context().addCookies([
    { name: "offer_choice", value: `${choice}.Standard.${token}`, url: PLAIN, httpOnly: true },
    {
      name: "offer_payment",
      value: sealPaymentChoice({ token, method, ...(sepa ? { sepa } : {}) }, E2E_SESSION_SECRET),
      url: PLAIN,
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
  await page.goto(`/angebot/${token}/zusammenfassung`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zusammenfassung");
}

async function order(page: Page) {
  await page.getByRole("checkbox", { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole("checkbox", { name: /Datenschutzhinweise/ }).check();
  await page.getByRole("button", { name: "zahlungspflichtig bestellen" }).click();
}

const events = async (page: Page, name: string) => (await dataLayer(page)).filter((entry) => entry.event === name);

test("SEPA: the chosen alternative is ordered, danke confirms it and the purchase is tracked once", async ({
  page,
}) => {
  const token = T_TM;
  await toSummary(page, token, "sepa", 2);
  const title = page.locator("article h2 > span:last-child").first();
  // Alternative 2 of the tariff migration (yellow_tm) is a tariff the offer's own cart does not have.
  await expect(title).toHaveText("O2 Mobile S");
  await expect(page.getByText("DE89 **** **** **** **30 00")).toBeVisible();
  // How the contract ends stands before the button (§ 312j Abs. 2 BGB, Art. 246a § 1 Nr. 11 EGBGB).
  await expect(page.getByTestId("contract-end")).toHaveText(
    /^Laufzeit und Kündigung: Nach der Mindestlaufzeit läuft der Vertrag unbefristet weiter .* höchstens einem Monat kündbar\.$/,
  );
  await expect(page.getByRole("checkbox", { name: /per E-Mail/ })).not.toBeChecked();
  // The privacy box says where to read what it confirms.
  await expect(page.getByRole("link", { name: "Datenschutzhinweise lesen (öffnet in neuem Fenster)" })).toHaveAttribute(
    "href",
    "/__demo/datenschutz",
  );
  expect(await axeViolations(page)).toEqual([]);

  // The two required boxes are asked for at the fields; nothing is sent.
  await page.getByRole("button", { name: "zahlungspflichtig bestellen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Bitte akzeptieren Sie" })).toBeFocused();
  await page.getByRole("checkbox", { name: /per SMS/ }).check();
  await order(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Bestellung");
  await expect(title).toHaveText("O2 Mobile S");
  // The ordered offer, not "Ihr Angebot" or "Alternative 2": on danke it is simply the order.
  await expect(page.locator("article h2 > span:first-child").first()).toHaveText("Ihre Bestellung");
  await expect.poll(async () => (await events(page, "purchase")).length).toBe(1);
  const [purchase] = await events(page, "purchase");
  expect(purchase?.ecommerce).toMatchObject({ currency: "EUR", transaction_id: expect.stringMatching(/^ORD-/) });
  expect(JSON.stringify(await dataLayer(page))).not.toMatch(new RegExp(`${T_TM}|DE89|Mustermann|@example`));
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain("offer_choice");
  expect(cookies).not.toContain("offer_payment");
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect.poll(async () => (await events(page, "offer_confirmation")).length).toBe(1);
  expect(await events(page, "purchase")).toEqual([]);
});

test("a discount for 24 months: the summary gives the monthly total before and after it ends", async ({ page }) => {
  await toSummary(page, privateOffer("demo-offer-tm"), "sepa", 0);
  const phases = page.getByTestId("monthly-phases").getByRole("listitem");
  await expect(phases).toHaveCount(2);
  const [during, after] = await phases.allTextContents();
  const euros = (text = "") => Number(/([\d.]+,\d\d) €/.exec(text)?.[1]?.replace(".", "").replace(",", "."));
  expect(during).toMatch(/^Monat 1 bis 24: [\d.,]+ € monatlich$/);
  expect(after).toMatch(/^ab Monat 25: [\d.,]+ € monatlich$/);
  // The "Kombi-Vorteil" of -10,00 € a month ends after month 24.
  expect(Math.round((euros(after) - euros(during)) * 100)).toBe(1000);
  expect(await axeViolations(page)).toEqual([]);
});

test("an aborted payment returns to the summary with its message; the retry orders (green IDV: the link)", async ({
  page,
}) => {
  await toSummary(page, T_GREEN_IDV_VVL, "paypal");
  await expect(page.getByRole("link", { name: "Ausweisdaten ändern" })).toHaveCount(0);
  await order(page);
  await page.getByRole("button", { name: "Zahlung abbrechen" }).click();
  await expect(page).toHaveURL(/\/zusammenfassung\?payment=aborted$/);
  await expect(page.getByText("Sie haben die Zahlung abgebrochen.")).toBeVisible();

  await order(page);
  await page.getByRole("button", { name: "Zahlung bestätigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Bestellung");
  await expect(page.getByRole("link", { name: "Jetzt Identität prüfen" })).toHaveAttribute(
    "href",
    "/idv/demo-idv-selection",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a failed payment: danke says so and reopens the offer only when its button is pressed", async ({ page }) => {
    const token = privateOffer("demo-offer-green-idv-vvl");
    await toSummary(page, token, "paypal");
    await order(page);
    await page.getByRole("button", { name: "Zahlung scheitern lassen" }).click();
    await expect(page).toHaveURL(new RegExp(`/angebot/${token}/danke\\?payment=failed$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Die Zahlung hat nicht geklappt");
    // Loading the page again changes nothing: the offer stays in its failed payment until the customer posts.
    await page.reload();
    const verify = await page.request.get(`/api/offer/verify/${token}`);
    expect(verify.status()).toBe(409);
    await page.getByRole("button", { name: "Zurück zur Bestellung" }).click();
    await expect(page).toHaveURL(new RegExp(`/angebot/${token}/zusammenfassung\\?payment=failed$`));
    await expect(page.getByText("Die Zahlung ist fehlgeschlagen.")).toBeVisible();
    expect((await page.request.get(`/api/offer/verify/${token}`)).status()).toBe(200);
  });
});

test("a 503 after the backend acted is retried once with the same key: one order", async ({ page, request }) => {
  const token = T_GREEN_APM_VVL;
  await toSummary(page, token, "sepa");
  const path = `/api/offer/accept/${token}`;
  expect(
    (await request.post("/__demo/faults", { data: { method: "POST", path, status: 503, phase: "after" } })).ok(),
  ).toBe(true);
  await order(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Bestellung");

  const traceId = (await page.context().cookies()).find((c) => c.name === "trace_id")?.value;
  const journal = (await (await request.get(`/__demo/requests?traceId=${traceId}`)).json()) as {
    method: string;
    path: string;
    status: number;
    idempotencyKey: string | null;
    replayed: boolean;
  }[];
  const posts = journal.filter((entry) => entry.method === "POST" && entry.path === path);
  expect(posts.map((p) => [p.status, p.replayed])).toEqual([
    [503, false],
    [200, true],
  ]);
  expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
});

test("every ordering error of the demo catalogue leads to its screen (the form posted as without JavaScript)", async ({
  request,
}) => {
  const scenarios = (await (await request.get("/__demo/scenarios")).json()) as {
    path: string;
    state: string;
    failsOn?: string;
  }[];
  const ordering = scenarios.filter((s) => s.failsOn === "ordering");
  expect(ordering.length).toBe(10);
  for (const scenario of ordering) {
    const code = scenario.state as OfferErrorCode;
    const token = privateOffer(scenario.path.replace("/angebot/", ""));
    const sealed = sealPaymentChoice(
      { token, method: "sepa", sepa: { iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" } },
      E2E_SESSION_SECRET,
    );
    const headers = { Cookie: `offer_choice=0.Standard.${token}; offer_payment=${sealed}` };
    const posted = await request.post(`/angebot/${token}/zusammenfassung`, {
      headers,
      form: { idempotencyKey: crypto.randomUUID(), termsAccepted: "yes", privacyNoticeAcknowledged: "yes" },
      maxRedirects: 0,
    });
    const location = posted.headers().location ?? null;
    if (code === "PERSONAL_DATA_MISSING" || code === "BIRTHDATE_NOT_PRESENT" || code === "IDENTIFICATIONDATA_MISSING") {
      const step = code === "IDENTIFICATIONDATA_MISSING" ? "ausweisdaten" : "meine-daten";
      expect({ code, location }).toEqual({ code, location: `/angebot/${token}/${step}?hinweis=fehlende-angaben` });
      // The step says why the customer is back, above its form.
      const screen = await (await request.get(location ?? "", { headers })).text();
      expect(screen, code).toContain("Für Ihre Bestellung fehlen noch Angaben");
    } else if (code === "RESERVATION_RETRY_DOWNTIME") {
      // Stays on the summary and says until when (the form is kept for the retry).
      expect({ code, status: posted.status() }).toEqual({ code, status: 503 });
      expect(await posted.text()).toContain("zahlungspflichtig bestellen");
    } else {
      expect({ code, location }).toEqual({ code, location: `/angebot/${token}/fehler?code=${code}` });
      const screen = await (await request.get(location ?? "", { headers })).text();
      expect(screen, code).toContain(errorsDe[`offer.errors.${errorGroupOf(code)}.title`]);
    }
  }
});
