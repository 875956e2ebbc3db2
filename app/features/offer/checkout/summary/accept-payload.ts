import type { Language, OfferAcceptRequest, OfferDocument } from "~/platform/api/types";
import type { EchoedValues } from "~/platform/forms/form-values";
import { listOf } from "~/platform/forms/form-values";
import type { PaymentChoice } from "../payment-cookie.server";

/** The advertising channels the consent call names; each one is an opt-in of its own, unticked. */
export const MARKETING_CHANNELS = ["email", "phone", "sms", "letter"] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** The opted-in channels of a post, only known ones, each once, in their own order. */
export function chosenChannels(values: EchoedValues): MarketingChannel[] {
  const ticked = new Set(listOf(values, "marketingChannels"));
  return MARKETING_CHANNELS.filter((channel) => ticked.has(channel));
}

export interface AcceptInput {
  values: EchoedValues;
  payment: Pick<PaymentChoice, "method" | "sepa">;
  /** The chosen cart's offer ids and documents (the offer's own cart or an alternative). */
  offerIds: readonly string[];
  documents: readonly OfferDocument[];
  language: Language;
}

/**
 * The accept call's body from a checked summary form: the payment step's choice (the SEPA mandate when direct
 * debit), the two required consents and the opted-in channels, the mandatory documents the page offered, and
 * the chosen cart's offer ids, so the order is for what the customer saw.
 */
export function acceptPayload({ values, payment, offerIds, documents, language }: AcceptInput): OfferAcceptRequest {
  const channels = chosenChannels(values);
  const request: OfferAcceptRequest = {
    paymentMethod: payment.method,
    consents: {
      termsAccepted: true,
      privacyNoticeAcknowledged: true,
      marketingAccepted: channels.length > 0,
      ...(channels.length > 0 ? { marketingChannels: channels } : {}),
    },
    acknowledgedDocumentIds: [...new Set(documents.filter((doc) => doc.mandatory).map((doc) => doc.id))],
    offerIds: [...offerIds],
    language,
  };
  if (payment.method === "sepa" && payment.sepa) {
    request.sepa = { iban: payment.sepa.iban, accountHolder: payment.sepa.accountHolder, mandateAccepted: true };
  }
  return request;
}
