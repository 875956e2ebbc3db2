import { de as a11yStatementDe } from "./features/accessibility-statement/messages/de";
import { en as a11yStatementEn } from "./features/accessibility-statement/messages/en";
import { tr as a11yStatementTr } from "./features/accessibility-statement/messages/tr";
import { de as emailRejectionDe } from "./features/email-rejection/messages/de";
import { en as emailRejectionEn } from "./features/email-rejection/messages/en";
import { tr as emailRejectionTr } from "./features/email-rejection/messages/tr";
import { de as homeDe } from "./features/home/messages/de";
import { en as homeEn } from "./features/home/messages/en";
import { tr as homeTr } from "./features/home/messages/tr";
import { de as idvDe } from "./features/idv/messages/de";
import { en as idvEn } from "./features/idv/messages/en";
import { tr as idvTr } from "./features/idv/messages/tr";
import { checkoutDe as offerCheckoutDe } from "./features/offer/messages/checkout-de";
import { checkoutEn as offerCheckoutEn } from "./features/offer/messages/checkout-en";
import { checkoutIdentityDe as offerCheckoutIdentityDe } from "./features/offer/messages/checkout-identity-de";
import { checkoutIdentityEn as offerCheckoutIdentityEn } from "./features/offer/messages/checkout-identity-en";
import { checkoutIdentityTr as offerCheckoutIdentityTr } from "./features/offer/messages/checkout-identity-tr";
import { checkoutPaymentDe as offerCheckoutPaymentDe } from "./features/offer/messages/checkout-payment-de";
import { checkoutPaymentEn as offerCheckoutPaymentEn } from "./features/offer/messages/checkout-payment-en";
import { checkoutPaymentTr as offerCheckoutPaymentTr } from "./features/offer/messages/checkout-payment-tr";
import { checkoutPersonalDe as offerCheckoutPersonalDe } from "./features/offer/messages/checkout-personal-de";
import { checkoutPersonalEn as offerCheckoutPersonalEn } from "./features/offer/messages/checkout-personal-en";
import { checkoutPersonalTr as offerCheckoutPersonalTr } from "./features/offer/messages/checkout-personal-tr";
import { checkoutSummaryDe as offerCheckoutSummaryDe } from "./features/offer/messages/checkout-summary-de";
import { checkoutSummaryEn as offerCheckoutSummaryEn } from "./features/offer/messages/checkout-summary-en";
import { checkoutSummaryTr as offerCheckoutSummaryTr } from "./features/offer/messages/checkout-summary-tr";
import { checkoutTr as offerCheckoutTr } from "./features/offer/messages/checkout-tr";
import { de as offerDe } from "./features/offer/messages/de";
import { en as offerEn } from "./features/offer/messages/en";
import { entryDe as offerEntryDe } from "./features/offer/messages/entry-de";
import { entryEn as offerEntryEn } from "./features/offer/messages/entry-en";
import { entryTr as offerEntryTr } from "./features/offer/messages/entry-tr";
import { errorsDe as offerErrorsDe } from "./features/offer/messages/errors-de";
import { errorsEn as offerErrorsEn } from "./features/offer/messages/errors-en";
import { errorsTr as offerErrorsTr } from "./features/offer/messages/errors-tr";
import { shopDe as offerShopDe } from "./features/offer/messages/shop-de";
import { shopEn as offerShopEn } from "./features/offer/messages/shop-en";
import { shopTr as offerShopTr } from "./features/offer/messages/shop-tr";
import { tr as offerTr } from "./features/offer/messages/tr";
import { de as terminationDe } from "./features/termination/messages/de";
import { en as terminationEn } from "./features/termination/messages/en";
import { tr as terminationTr } from "./features/termination/messages/tr";
import { LANGUAGES, type Language } from "./platform/i18n/languages";
import { de as platformDe } from "./platform/i18n/messages/de";
import { en as platformEn } from "./platform/i18n/messages/en";
import { tr as platformTr } from "./platform/i18n/messages/tr";
import { de as uiDe } from "./ui/messages/de";
import { en as uiEn } from "./ui/messages/en";
import { tr as uiTr } from "./ui/messages/tr";

/** Every catalogue source, per language, in one order; keys are namespaced by their area. */
export const CATALOGUE_SOURCES = {
  de: [
    platformDe,
    uiDe,
    homeDe,
    offerDe,
    offerShopDe,
    offerErrorsDe,
    offerEntryDe,
    offerCheckoutDe,
    offerCheckoutPersonalDe,
    offerCheckoutSummaryDe,
    offerCheckoutIdentityDe,
    offerCheckoutPaymentDe,
    idvDe,
    terminationDe,
    emailRejectionDe,
    a11yStatementDe,
  ],
  en: [
    platformEn,
    uiEn,
    homeEn,
    offerEn,
    offerShopEn,
    offerErrorsEn,
    offerEntryEn,
    offerCheckoutEn,
    offerCheckoutPersonalEn,
    offerCheckoutSummaryEn,
    offerCheckoutIdentityEn,
    offerCheckoutPaymentEn,
    idvEn,
    terminationEn,
    emailRejectionEn,
    a11yStatementEn,
  ],
  tr: [
    platformTr,
    uiTr,
    homeTr,
    offerTr,
    offerShopTr,
    offerErrorsTr,
    offerEntryTr,
    offerCheckoutTr,
    offerCheckoutPersonalTr,
    offerCheckoutSummaryTr,
    offerCheckoutIdentityTr,
    offerCheckoutPaymentTr,
    idvTr,
    terminationTr,
    emailRejectionTr,
    a11yStatementTr,
  ],
} as const;

const de = Object.assign({}, ...CATALOGUE_SOURCES.de) as UnionToIntersection<(typeof CATALOGUE_SOURCES.de)[number]>;

export type MessageKey = keyof typeof de;
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** The sources of one translation; a language being added may leave keys (or all of them) out. */
export type TranslationSources = readonly Readonly<Partial<Record<MessageKey, string>>>[];

/** A translation over German: every key it leaves out reads in German, so a new language builds from day one. */
export function overGerman(sources: TranslationSources = []): Catalogue {
  return Object.assign({}, de, ...sources) as Catalogue;
}

const SOURCES: Partial<Record<Language, TranslationSources>> = CATALOGUE_SOURCES;

/** One catalogue per language of the registry. */
export const CATALOGUES = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, lang === "de" ? de : overGerman(SOURCES[lang])]),
) as Record<Language, Catalogue>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

declare module "@lingui/core" {
  interface Register {
    messageIds: MessageKey;
  }
}
