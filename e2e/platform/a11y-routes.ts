import type { Page } from "@playwright/test";
import { sealPaymentChoice } from "../../app/features/offer/checkout/payment-cookie.server";
import type { BrandSlug } from "../../app/platform/brand/registry";
import { type Language, localizePath } from "../../app/platform/i18n/languages";
import type { RouteKey } from "../../app/platform/routing/route-table";
import { PLAIN } from "../fixtures";
import { ownClientAddress } from "../helpers/client-address";
import { privateOffer } from "../helpers/private-offer";
import { E2E_SESSION_SECRET } from "../ports";

/**
 * How the accessibility sweep reaches each row of the route table with the demo backend: a demo token or
 * query for token routes, the cart and payment cookies for checkout steps, a real submission for the pages that
 * show a receipt. Each visit opens the page once and leaves it as the customer sees it.
 */
type Visit = (page: Page, brand: BrandSlug, lang: Language) => Promise<void>;

const STEP_OFFER = "demo-offer-tm";
/** Self-care links the demo backend keeps per brand; other brands see the form without a link. */
const SELFCARE: Partial<Record<BrandSlug, string>> = {
  o2: "demo-selfcare-mobile",
  aldi: "demo-selfcare-prepaid",
  blau: "demo-selfcare-blau",
};

function address(path: string, brand: BrandSlug, lang: Language): string {
  const url = localizePath(path, lang);
  return `${url}${url.includes("?") ? "&" : "?"}brand=${brand}`;
}

const open =
  (path: string): Visit =>
  async (page, brand, lang) => {
    await page.goto(address(path, brand, lang));
  };

async function cart(page: Page, token: string): Promise<void> {
  await page.context().addCookies([{ name: "offer_choice", value: `0.Standard.${token}`, url: PLAIN, httpOnly: true }]);
}

async function payment(page: Page, token: string): Promise<void> {
  const sepa = { iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" };
  const value = sealPaymentChoice({ token, method: "sepa", sepa }, E2E_SESSION_SECRET);
  await page.context().addCookies([{ name: "offer_payment", value, url: PLAIN, httpOnly: true, sameSite: "Strict" }]);
}

const step =
  (name: string): Visit =>
  async (page, brand, lang) => {
    await cart(page, STEP_OFFER);
    if (name === "zusammenfassung") await payment(page, STEP_OFFER);
    await page.goto(address(`/angebot/${STEP_OFFER}/${name}`, brand, lang));
  };

/** Posts a form as the browser would without JavaScript; the context keeps the cookies the answer sets. */
async function post(page: Page, path: string, form: Record<string, string>): Promise<void> {
  const response = await page.request.post(path, { form, maxRedirects: 0 });
  if (response.status() !== 302) throw new Error(`POST ${path} answered ${response.status()}`);
}

async function serviceTypeOf(page: Page, brand: BrandSlug): Promise<string> {
  const config = (await (await page.request.get(`/api/${brand}/contracttermination/config`)).json()) as {
    serviceTypes: { id: string }[];
  };
  return config.serviceTypes[0]?.id ?? "mobile";
}

export const VISITS: Record<RouteKey, Visit> = {
  home: open("/"),
  "entry-novum": open("/entry/novum?id=demo-novum-expired"),
  "offer-landing": open("/angebot"),
  "offer-error": open("/angebot/fehler"),
  offer: open("/angebot/demo-offer-standard"),
  "offer-token-error": open("/angebot/demo-offer-downtime/fehler?code=DOWNTIME"),
  "offer-login": async (page, brand, lang) => {
    // A wrong code counts against the offer and the client's address: a copy and an address of this visit's own.
    await ownClientAddress(page.context());
    await open(`/angebot/${privateOffer("demo-offer-login")}/login?code=999999`)(page, brand, lang);
    // The page posts the code after hydration, to its address without the code (a page change with its fade):
    // the page the customer is left with is the invalid-code answer, checked once it is there.
    await page.waitForURL((url) => !url.searchParams.has("code"));
    await page.getByRole("alert").waitFor();
  },
  "offer-personal-data": step("meine-daten"),
  "offer-identity-data": step("ausweisdaten"),
  "offer-payment": step("zahlung"),
  "offer-summary": step("zusammenfassung"),
  "offer-thanks": async (page, brand, lang) => {
    const token = privateOffer(STEP_OFFER);
    await cart(page, token);
    await payment(page, token);
    const form = { idempotencyKey: crypto.randomUUID(), termsAccepted: "yes", privacyNoticeAcknowledged: "yes" };
    await post(page, address(`/angebot/${token}/zusammenfassung`, brand, lang), form);
    await page.goto(address(`/angebot/${token}/danke`, brand, lang));
  },
  "offer-preview": open("/angebot/preview/demo-offer-standard"),
  "email-rejection": open("/email-ablehnung?token=demo-decline-mail-expired"),
  idv: open("/idv/demo-idv-selection"),
  "idv-failed": open("/idv/demo-idv-failed/fehlgeschlagen"),
  "idv-expired": open("/idv/demo-idv-expired/abgelaufen"),
  "idv-pending": open("/idv/demo-idv-pending/in-arbeit"),
  "idv-success": open("/idv/demo-idv-success/erfolgreich"),
  "idv-consumed": open("/idv/demo-idv-consumed/angenommen"),
  "idv-completed": open("/idv/demo-idv-completed/abgeschlossen"),
  "idv-post-ident": open("/idv/demo-idv-post-ident/post-ident"),
  termination: open("/kuendigung"),
  "termination-confirmation": async (page, brand, lang) => {
    await post(page, address("/kuendigung", brand, lang), {
      serviceType: await serviceTypeOf(page, brand),
      cancellationType: "Regular",
      firstName: "Erika",
      lastName: "Mustermann",
      customerNumber: "3332221",
      email: "erika.mustermann@example.de",
      selectTerminationDate: "now",
    });
    await page.goto(address("/kuendigung/bestaetigung", brand, lang));
  },
  "selfcare-termination": async (page, brand, lang) => {
    const link = SELFCARE[brand];
    await page.goto(address(link ? `/selfcarekuendigung?data=${link}` : "/selfcarekuendigung", brand, lang));
  },
  "selfcare-confirmation": async (page, brand, lang) => {
    // The receipt comes from a brand with a demo link; the confirmation is shown in the visited brand's frame.
    const form = { cancellationType: "Regular", selectTerminationDate: "now", email: "erika.mustermann@example.de" };
    await post(page, address("/selfcarekuendigung?data=demo-selfcare-mobile", "o2", lang), form);
    await page.goto(address("/selfcarekuendigung/bestaetigung", brand, lang));
  },
  "selfcare-error": open("/selfcarekuendigung/error?reason=expired"),
  "accessibility-statement": open("/barrierefreiheit"),
};
