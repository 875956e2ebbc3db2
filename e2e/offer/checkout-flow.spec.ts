import type { Locator, Page } from "@playwright/test";
import { CATALOGUES, type MessageKey } from "../../app/messages";
import { DEMO_SEPA_CREDITOR } from "../../app/platform/config/app-config";
import type { Language } from "../../app/platform/i18n/languages";
import { axeViolations, dataLayer, expect, test } from "../fixtures";
import { privateOffer } from "../helpers/private-offer";
import { brandSample } from "../sample";

/**
 * The whole checkout from the offer page to the confirmation, with the keyboard alone, for three offer kinds in
 * three brands and languages (axe on every step: see AXE_EVERY_STEP), and once without JavaScript. Texts come from
 * the catalogues, so the English and Turkish runs read what the customer reads. Each test orders its own private
 * copy of the offer.
 */

/** Presses Tab until the target has the focus: reachable with the keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reached with Tab: ${target}`);
}

/**
 * A native radio group as the keyboard works it: Tab enters the group on its checked (or first) radio, the arrow
 * keys move the choice to the target.
 */
async function pickRadio(page: Page, target: Locator) {
  const name = await target.getAttribute("name");
  for (let i = 0; i < 80; i += 1) {
    const inGroup = await page.evaluate(
      (group) => document.activeElement instanceof HTMLInputElement && document.activeElement.name === group,
      name,
    );
    if (inGroup) break;
    await page.keyboard.press("Tab");
  }
  for (let i = 0; i < 6 && !(await target.isChecked()); i += 1) await page.keyboard.press("ArrowDown");
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

async function press(page: Page, target: Locator, key = "Enter") {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Hydrated: the page view is in the data layer and the lazy parts have loaded. */
async function ready(page: Page) {
  await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === "page_view")).toBe(true);
  await page.waitForLoadState("networkidle");
}

const eventsOf = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((entry) => entry.event === name).length;

function texts(lang: Language) {
  const catalogue = CATALOGUES[lang];
  return (key: MessageKey) => catalogue[key];
}

const prefix = (lang: Language) => (lang === "de" ? "" : `/${lang}`);

interface Flow {
  token: string;
  lang: Language;
  brand: string;
}

/**
 * The flows whose every step axe checks as reached: `npm test` the Turkish one (the route sweep checks each step
 * for other brands and languages; the o2 and ALDI TALK flows check their own states: the corrected address, the
 * address choice, the confirmation); every flow with `npm run test:e2e:full`.
 */
const AXE_EVERY_STEP: readonly string[] = brandSample(["ayyildiz"]);

async function stepIs(page: Page, flow: Flow, segment: string, title: MessageKey) {
  const t = texts(flow.lang);
  await expect(page).toHaveURL(`${prefix(flow.lang)}/angebot/${flow.token}/${segment}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(title));
  await ready(page);
  if (AXE_EVERY_STEP.includes(flow.brand)) expect(await axeViolations(page), `${flow.brand} ${segment}`).toEqual([]);
}

async function chooseOnOfferPage(page: Page, flow: Flow) {
  const t = texts(flow.lang);
  await page.goto(`${prefix(flow.lang)}/angebot/${flow.token}?brand=${flow.brand}`);
  await ready(page);
  await press(page, page.getByRole("button", { name: t("offer.shop.choose") }).first());
}

function field(page: Page, flow: Flow, key: MessageKey) {
  return page.getByRole("textbox", { name: texts(flow.lang)(key), exact: true });
}

async function sepa(page: Page, flow: Flow) {
  const t = texts(flow.lang);
  await pickRadio(page, page.getByRole("radio", { name: t("checkout.payment.method.sepa") }));
  await typeInto(page, page.getByRole("textbox", { name: t("checkout.payment.field.iban") }), "DE89370400440532013000");
  await typeInto(page, page.getByLabel(t("checkout.payment.field.accountHolder")), "Erika Mustermann");
  // The mandate names the brand's creditor (the demo's) and shows its creditor identifier beside it.
  const creditor = DEMO_SEPA_CREDITOR.name;
  const mandate = page.getByRole("checkbox", {
    name: t("checkout.payment.field.mandate").replaceAll("{creditor}", creditor),
  });
  await expect(mandate).toHaveAccessibleDescription(new RegExp(DEMO_SEPA_CREDITOR.identifier));
  await press(page, mandate, "Space");
}

async function orderOnSummary(page: Page, flow: Flow) {
  const t = texts(flow.lang);
  await press(page, page.getByRole("checkbox", { name: t("checkout.summary.terms.label") }), "Space");
  await press(page, page.getByRole("checkbox", { name: t("checkout.summary.privacy.label") }), "Space");
  await press(page, page.getByRole("button", { name: t("checkout.summary.order") }));
}

const forward = (page: Page, flow: Flow) =>
  press(page, page.getByRole("button", { name: texts(flow.lang)("checkout.nav.forward"), exact: true }));

test("new owner (o2, German): every field typed, a corrected address, ID document, SEPA — ordered once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const flow: Flow = { token: privateOffer("demo-offer-coc"), lang: "de", brand: "o2" };
  const t = texts(flow.lang);
  await chooseOnOfferPage(page, flow);
  await stepIs(page, flow, "meine-daten", "offer.personalData.title");
  await expect(field(page, flow, "checkout.personal.field.firstName")).toHaveValue("Max");
  // Each document has its own data layer: what a step tracks is checked on the page that pushed it.
  await expect.poll(() => eventsOf(page, "begin_checkout")).toBe(1);
  await typeInto(page, page.getByRole("textbox", { name: t("checkout.personal.field.birthDay") }), "02");
  await typeInto(page, page.getByRole("textbox", { name: t("checkout.personal.field.birthMonth") }), "05");
  await typeInto(page, page.getByRole("textbox", { name: t("checkout.personal.field.birthYear") }), "1979");
  await typeInto(page, field(page, flow, "checkout.personal.field.street"), "Kurfürstendam");
  await typeInto(page, field(page, flow, "checkout.personal.field.houseNumber"), "21");
  await typeInto(page, field(page, flow, "checkout.personal.field.postalCode"), "10719");
  await typeInto(page, field(page, flow, "checkout.personal.field.city"), "Berlin");
  await typeInto(page, field(page, flow, "checkout.personal.field.email"), "max@example.org");
  await typeInto(page, page.getByRole("textbox", { name: t("checkout.personal.field.phoneNumber") }), "0176 1234567");
  // A reload keeps what was typed (the draft).
  await page.waitForTimeout(400);
  await page.reload();
  await ready(page);
  await expect(field(page, flow, "checkout.personal.field.street")).toHaveValue("Kurfürstendam");
  await expect(field(page, flow, "checkout.personal.field.email")).toHaveValue("max@example.org");
  await forward(page, flow);
  const review = page.getByRole("region", { name: t("checkout.personal.corrected.title") });
  await expect(review).toBeFocused();
  expect(await axeViolations(page), "correction").toEqual([]);
  await press(page, review.getByRole("button", { name: t("checkout.personal.corrected.accept") }));

  await stepIs(page, flow, "ausweisdaten", "offer.identityData.title");
  expect(await eventsOf(page, "offer_personal_data_saved")).toBe(1);
  await pickRadio(page, page.getByRole("radio", { name: t("checkout.identity.documentType.passport") }));
  await typeInto(page, page.getByLabel(t("checkout.identity.field.documentNumber")), "C01X00T47");
  await typeInto(page, page.getByLabel(t("checkout.identity.field.issuingAuthority")), "Stadt Berlin");
  await typeInto(page, page.getByRole("textbox", { name: t("checkout.identity.field.expiryDate") }), "31.08.2031");
  await page.waitForTimeout(400);
  await page.reload();
  await ready(page);
  // The authority is a draft; the document number is never stored in the browser, so it is typed again.
  await expect(page.getByLabel(t("checkout.identity.field.issuingAuthority"))).toHaveValue("Stadt Berlin");
  await typeInto(page, page.getByLabel(t("checkout.identity.field.documentNumber")), "C01X00T47");
  await forward(page, flow);

  await stepIs(page, flow, "zahlung", "offer.payment.title");
  await sepa(page, flow);
  // The drafts hold the account holder, never the IBAN or the document number: after a reload the IBAN and the
  // mandate (a declaration, given anew) are asked for again.
  await page.waitForTimeout(400);
  await page.reload();
  await ready(page);
  await expect(page.getByLabel(t("checkout.payment.field.accountHolder"))).toHaveValue("Erika Mustermann");
  await expect(page.getByRole("textbox", { name: t("checkout.payment.field.iban") })).toHaveValue("");
  await sepa(page, flow);
  await page.waitForTimeout(400);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).toContain("Erika Mustermann");
  for (const secret of ["C01X00T47", "DE89", "3704"]) expect(stored).not.toContain(secret);
  await forward(page, flow);

  await stepIs(page, flow, "zusammenfassung", "offer.summary.title");
  expect(await eventsOf(page, "offer_payment_data_saved")).toBe(1);
  expect(await eventsOf(page, "add_payment_info")).toBe(1);
  await expect(page.getByText("Kurfürstendamm 21")).toBeVisible();
  await expect(page.getByText("DE89 **** **** **** **30 00")).toBeVisible();
  await orderOnSummary(page, flow);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("offer.thanks.title"));
  expect(await axeViolations(page), "danke").toEqual([]);
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "purchase").length).toBe(1);
  expect(await eventsOf(page, "offer_submitted")).toBe(1);
  const pushed = JSON.stringify(await dataLayer(page));
  for (const secret of ["demo-offer-coc", "DE89", "C01X00T47", "Mustermann", "max@example.org"]) {
    expect(pushed).not.toContain(secret);
  }
});

test("green IDV (ALDI TALK, English): an address choice, no document step, PayPal at the provider, the IDV link", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const flow: Flow = { token: privateOffer("demo-offer-green-idv"), lang: "en", brand: "aldi" };
  const t = texts(flow.lang);
  await chooseOnOfferPage(page, flow);
  await stepIs(page, flow, "meine-daten", "offer.personalData.title");
  await typeInto(page, field(page, flow, "checkout.personal.field.street"), "Hauptstraße");
  await typeInto(page, field(page, flow, "checkout.personal.field.houseNumber"), "5");
  await typeInto(page, field(page, flow, "checkout.personal.field.postalCode"), "10000");
  await typeInto(page, field(page, flow, "checkout.personal.field.city"), "Berlin");
  await forward(page, flow);
  const candidates = page.getByRole("group", { name: t("checkout.personal.field.addressCandidate") });
  await expect(candidates.getByRole("radio")).toHaveCount(3);
  expect(await axeViolations(page), "choice").toEqual([]);
  await pickRadio(page, candidates.getByRole("radio").nth(1));
  await press(page, page.getByRole("button", { name: t("checkout.personal.choice.submit") }));

  // Green IDV verifies the identity after ordering: straight on to payment, two steps in the indicator before it.
  await stepIs(page, flow, "zahlung", "offer.payment.title");
  await expect(page.getByRole("navigation", { name: t("checkout.steps.label") }).getByRole("listitem")).toHaveCount(3);
  await pickRadio(page, page.getByRole("radio", { name: t("checkout.payment.method.paypal") }));
  await forward(page, flow);

  await stepIs(page, flow, "zusammenfassung", "offer.summary.title");
  await orderOnSummary(page, flow);
  await expect(page.getByRole("heading", { name: "Demo-Zahlungsanbieter" })).toBeVisible();
  await press(page, page.getByRole("button", { name: "Zahlung bestätigen" }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("offer.thanks.title"));
  await expect(page.getByRole("link", { name: t("checkout.thanks.next.idvLink") })).toHaveAttribute(
    "href",
    "/en/idv/demo-idv-selection",
  );
  expect(await axeViolations(page), "thanks").toEqual([]);
  await expect
    .poll(
      async () => (await dataLayer(page)).find((e) => e.event === "offer_confirmation")?.redirectedFromPaymentProvider,
    )
    .toBe(true);
});

test("existing customer (AY YILDIZ, Turkish): everything prefilled, SEPA — the keyboard alone to danke", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const flow: Flow = { token: privateOffer("demo-offer-ayyildiz"), lang: "tr", brand: "ayyildiz" };
  const t = texts(flow.lang);
  await chooseOnOfferPage(page, flow);
  await stepIs(page, flow, "meine-daten", "offer.personalData.title");
  await expect(field(page, flow, "checkout.personal.field.firstName")).toHaveValue("Ayşe");
  await forward(page, flow);
  await stepIs(page, flow, "ausweisdaten", "offer.identityData.title");
  await forward(page, flow);
  await stepIs(page, flow, "zahlung", "offer.payment.title");
  await sepa(page, flow);
  await forward(page, flow);
  await stepIs(page, flow, "zusammenfassung", "offer.summary.title");
  // The saved nationality (the backend keeps the code) as the page's language names it.
  await expect(page.getByRole("main")).toContainText(`${t("checkout.summary.field.nationality")}Türkiye`);
  await orderOnSummary(page, flow);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("offer.thanks.title"));
  expect(await axeViolations(page), "thanks").toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the standard offer from choosing to danke: forms post, the server leads on", async ({ page }) => {
    const token = privateOffer("demo-offer-standard");
    await page.goto(`/angebot/${token}`);
    await page.getByRole("button", { name: "Dieses Angebot wählen" }).nth(1).click();
    await expect(page).toHaveURL(`/angebot/${token}/meine-daten`);
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page).toHaveURL(`/angebot/${token}/ausweisdaten`);
    await page.getByRole("radio", { name: "Personalausweis" }).check();
    await page.getByLabel("Ausweisnummer").fill("L01X00T47");
    await page.getByRole("textbox", { name: "Gültig bis" }).fill("31.08.2031");
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page).toHaveURL(`/angebot/${token}/zahlung`);
    await page.getByRole("radio", { name: "Lastschrift (SEPA)" }).check();
    await page.getByRole("textbox", { name: "IBAN" }).fill("DE89 3704 0044 0532 0130 00");
    await page.getByLabel(/^Kontoinhaber\b/).fill("Erika Mustermann");
    await page.getByRole("checkbox", { name: /SEPA-Lastschriftmandat/ }).check();
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page).toHaveURL(`/angebot/${token}/zusammenfassung`);
    // The first alternative was chosen, and the summary shows it.
    await expect(page.getByText("Alternative 1").first()).toBeVisible();
    await page.getByRole("checkbox", { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await page.getByRole("checkbox", { name: /Datenschutzhinweise/ }).check();
    await page.getByRole("button", { name: "zahlungspflichtig bestellen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Bestellung");
  });
});

test("the guards on the server: no cart, missing personal or identity data, a step the kind skips, a dead offer", async ({
  request,
}) => {
  const location = async (path: string, cookie?: string) => {
    const response = await request.get(path, { maxRedirects: 0, headers: cookie ? { Cookie: cookie } : {} });
    return { status: response.status(), location: response.headers().location ?? null };
  };
  const standard = privateOffer("demo-offer-standard");
  const coc = privateOffer("demo-offer-coc");
  const green = privateOffer("demo-offer-green-idv");
  expect(await location(`/angebot/${standard}/zahlung`)).toEqual({ status: 302, location: `/angebot/${standard}` });
  expect(await location(`/en/angebot/${standard}/zahlung`, `offer_choice=0.Standard.${standard}`)).toEqual({
    status: 302,
    location: `/en/angebot/${standard}/ausweisdaten`,
  });
  expect(await location(`/angebot/${coc}/zusammenfassung`)).toEqual({
    status: 302,
    location: `/angebot/${coc}/meine-daten`,
  });
  expect(await location(`/angebot/${green}/ausweisdaten`, `offer_choice=0.Standard.${green}`)).toEqual({
    status: 302,
    location: `/angebot/${green}/zahlung`,
  });
  expect(await location("/angebot/demo-offer-expired/zahlung", "offer_choice=0.Standard.demo-offer-expired")).toEqual({
    status: 302,
    location: "/angebot/demo-offer-expired/fehler?code=OFFER_EXPIRED",
  });
  expect((await location(`/angebot/${standard}/meine-daten`, "offer_choice=<script>")).location).toBe(
    `/angebot/${standard}`,
  );
});
