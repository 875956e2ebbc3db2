import type { APIRequestContext, APIResponse } from "@playwright/test";
import { VALID_POST } from "../../app/features/offer/checkout/personal-data/personal-data-values.test-support";
import { checkoutIdentityDe } from "../../app/features/offer/messages/checkout-identity-de";
import { checkoutPaymentDe } from "../../app/features/offer/messages/checkout-payment-de";
import { checkoutPersonalDe } from "../../app/features/offer/messages/checkout-personal-de";
import { checkoutSummaryDe } from "../../app/features/offer/messages/checkout-summary-de";
import { errorsDe } from "../../app/features/offer/messages/errors-de";
import { shopDe } from "../../app/features/offer/messages/shop-de";
import { expect } from "../fixtures";
import { PLAIN } from "../ports";

/**
 * One row of faults-server.spec.ts: a call a loader or action makes on the server, how the customer reaches it,
 * and what the customer must get when it fails (docs/fault-matrix.md).
 */
export interface ServerCall {
  row: string;
  method: "GET" | "POST" | "PATCH";
  api: (token: string) => string;
  open: (visitor: APIRequestContext, token: string) => Promise<APIResponse>;
  status: number;
  location?: (token: string) => string;
  text?: string;
  /** The demo offer the row's private copy is made of (default `demo-offer-standard`). */
  offer?: string;
  /** Run before the fault, the way a customer gets there: the offer's choice, the earlier steps saved. */
  setup?: (visitor: APIRequestContext, token: string) => Promise<void>;
  /** What the answer must carry besides the message: the posted entries (`value="…"`), ticks, the hotline. */
  kept?: string[] | ((token: string) => string[]);
  /** What the page must not show. */
  absent?: string;
  /** The page the redirect leads to, as the customer then sees it. */
  landing?: { status: number; text: string };
}

export const get = (path: string) => (visitor: APIRequestContext) => visitor.get(path, { maxRedirects: 0 });
export const post =
  (path: string, form: Record<string, string> = {}) =>
  (visitor: APIRequestContext) =>
    visitor.post(path, { form, maxRedirects: 0, headers: { origin: PLAIN } });

export const chooseOffer = async (visitor: APIRequestContext, token: string) => {
  const chosen = await post(`/angebot/${token}`, { choice: "0" })(visitor);
  expect(chosen.status()).toBe(302);
};

/** The payment step saved with direct debit: its sealed cookie lets the summary render. */
export const chooseAndPay = async (visitor: APIRequestContext, token: string) => {
  await chooseOffer(visitor, token);
  const saved = await post(`/angebot/${token}/zahlung`, SEPA)(visitor);
  expect(saved.headers().location).toBe(`/angebot/${token}/zusammenfassung`);
};

export const SEPA = {
  paymentMethod: "sepa",
  iban: "DE89370400440532013000",
  accountHolder: "Erika Mustermann",
  mandate: "accepted",
};
/** The unit tests' valid post of meine-daten, with a name and an address of this suite's own. */
export const PERSONAL = {
  ...VALID_POST,
  firstName: "Erika",
  lastName: "Musterfrau",
  email: "erika.fault@example.de",
};
export const IDENTITY = {
  documentType: "passport",
  documentNumber: "C01X00T47",
  issuingCountry: "AT",
  issuingAuthority: "Stadt Wien",
  expiryDate: "31.08.2031",
};
const ORDER = { idempotencyKey: "order-key-0001", termsAccepted: "yes", privacyNoticeAcknowledged: "yes" };

const values = (form: Record<string, string>, names: string[]) =>
  names.map((name) => `name="${name}" value="${form[name]}"`);
const personalKept = values(PERSONAL, ["lastName", "birthYear", "street", "postalCode", "email", "phoneNumber"]);
const offerError = (code: string) => (token: string) => `/angebot/${token}/fehler?code=${code}`;
// Existing customers (tariff migration): personal and identity data are complete, the payment step is next.
const EXISTING = "demo-offer-tm";

/** The checkout's calls, from the personal-data step to the thank-you page, and the dealer's offer reset. */
export const CHECKOUT_CALLS: ServerCall[] = [
  {
    row: "address validation (personal-data save)",
    method: "POST",
    api: () => "/api/validation/o2/address",
    setup: chooseOffer,
    open: (v, t) => post(`/angebot/${t}/meine-daten`, PERSONAL)(v),
    status: 502,
    text: checkoutPersonalDe["checkout.personal.error.addressFailed"],
    kept: personalKept,
  },
  {
    row: "customer details save (personal-data save)",
    method: "POST",
    api: (t) => `/api/o2/customer/details/${t}`,
    setup: chooseOffer,
    open: (v, t) => post(`/angebot/${t}/meine-daten`, PERSONAL)(v),
    status: 502,
    text: checkoutPersonalDe["checkout.personal.error.saveFailed"],
    kept: personalKept,
  },
  {
    row: "customer details (identity step, optional)",
    method: "GET",
    api: (t) => `/api/o2/customer/details/${t}`,
    setup: chooseOffer,
    open: (v, t) => get(`/angebot/${t}/ausweisdaten`)(v),
    status: 200,
    text: checkoutIdentityDe["checkout.identity.field.documentNumber"],
  },
  {
    row: "nationalities (identity step, optional)",
    method: "GET",
    api: () => "/api/o2/lists/nationalities",
    setup: chooseOffer,
    open: (v, t) => get(`/angebot/${t}/ausweisdaten`)(v),
    status: 200,
    text: checkoutIdentityDe["checkout.identity.field.documentNumber"],
  },
  {
    row: "identity save",
    method: "POST",
    api: (t) => `/api/o2/customer/details/${t}`,
    setup: chooseOffer,
    open: (v, t) => post(`/angebot/${t}/ausweisdaten`, IDENTITY)(v),
    status: 502,
    text: checkoutIdentityDe["checkout.identity.error.saveFailed"],
    kept: values(IDENTITY, ["documentNumber", "issuingAuthority", "expiryDate"]),
  },
  {
    row: "IBAN check (payment save)",
    method: "POST",
    api: () => "/api/validation/o2/iban",
    offer: EXISTING,
    setup: chooseOffer,
    open: (v, t) => post(`/angebot/${t}/zahlung`, SEPA)(v),
    status: 502,
    text: checkoutPaymentDe["checkout.payment.error.checkFailed"],
    kept: values(SEPA, ["iban", "accountHolder"]),
  },
  {
    row: "offer summary (summary step)",
    method: "GET",
    api: (t) => `/api/offer/summary/${t}`,
    offer: EXISTING,
    setup: chooseAndPay,
    open: (v, t) => get(`/angebot/${t}/zusammenfassung`)(v),
    status: 502,
    text: errorsDe["offer.errors.summaryNotLoaded.title"],
  },
  {
    row: "consent (summary step, optional)",
    method: "GET",
    api: (t) => `/api/consent/${t}`,
    offer: EXISTING,
    setup: chooseAndPay,
    open: (v, t) => get(`/angebot/${t}/zusammenfassung`)(v),
    status: 200,
    text: checkoutSummaryDe["checkout.summary.order"],
    absent: checkoutSummaryDe["checkout.summary.optIn.heading"],
  },
  {
    row: "order (summary step)",
    method: "POST",
    api: (t) => `/api/offer/accept/${t}`,
    offer: EXISTING,
    setup: chooseAndPay,
    open: (v, t) => post(`/angebot/${t}/zusammenfassung`, ORDER)(v),
    status: 502,
    text: checkoutSummaryDe["checkout.summary.failed"],
    kept: [
      `name="idempotencyKey" value="${ORDER.idempotencyKey}"`,
      'name="termsAccepted" checked=""',
      'name="privacyNoticeAcknowledged" checked=""',
    ],
  },
  {
    row: "offer summary (thank-you page)",
    method: "GET",
    api: (t) => `/api/offer/summary/${t}`,
    open: (v, t) => get(`/angebot/${t}/danke`)(v),
    status: 302,
    location: offerError("OfferSummaryNotLoaded"),
    landing: { status: 502, text: errorsDe["offer.errors.summaryNotLoaded.title"] },
  },
  {
    row: "offer reset (thank-you page after an aborted payment)",
    method: "PATCH",
    api: (t) => `/api/offer/${t}`,
    offer: "demo-offer-abandoned-payment",
    // The page's own post (its button; sent by itself with JavaScript): a GET of the page changes nothing.
    open: (v, t) => post(`/angebot/${t}/danke`)(v),
    status: 303,
    location: offerError("OfferResetFailed"),
    landing: { status: 502, text: errorsDe["offer.errors.resetFailed.title"] },
  },
  {
    row: "offer reset (dealer preview)",
    method: "PATCH",
    api: (t) => `/api/offer/${t}`,
    offer: "demo-offer-abandoned-payment",
    open: (v, t) => post(`/angebot/preview/${t}`, { intent: "resetOffer" })(v),
    status: 502,
    text: shopDe["offer.preview.resetFailed"],
  },
];
