import type { CustomerDetails, OfferSummary, PaymentMethod } from "~/platform/api/types";
import type { BodyProblem } from "~/platform/forms/form-body.server";
import type { CheckoutPersonalMessageKey } from "../../messages/checkout-personal-de";
import type { OfferChoice } from "../../shop/offer-choices";
import type { CheckoutStepContext } from "../checkout-guard.server";
import type { MarketingChannel } from "./accept-payload";
import type { SummaryErrors } from "./summary-schema";

/** The payment as the summary shows it: never the IBAN itself, only its masked form. */
export interface PaymentView {
  method: PaymentMethod;
  ibanMasked?: string;
  accountHolder?: string;
}

/** A saved personal field the summary lists by its form's label. */
export interface PersonalFact {
  label: CheckoutPersonalMessageKey;
  value: string;
}

export type PaymentNotice = "aborted" | "failed" | null;

export interface SummaryPageData extends Omit<CheckoutStepContext, "choice"> {
  status: "ready";
  summary: OfferSummary;
  /**
   * The saved details; the nationality also worded in the page's language (its code where none fits), and the
   * personal data's other plain fields (those this page does not word itself) by their form's label.
   */
  details:
    | (Pick<CustomerDetails, "personalData" | "identityDocument"> & {
        nationalityName: string | null;
        otherFacts: PersonalFact[];
      })
    | null;
  choice: OfferChoice;
  choiceIndex: number;
  payment: PaymentView;
  /** Channels of `GET /api/consent/{id}` not granted yet, offered unticked. */
  channels: MarketingChannel[];
  identityRequired: boolean;
  paymentNotice: PaymentNotice;
  /** A fresh key for this order attempt; the form carries it, a retry after a failure reuses it. */
  idempotencyKey: string;
}

/** OfferSummaryNotLoaded: the step's frame with the error and a retry. */
export interface SummaryNotLoaded extends Omit<CheckoutStepContext, "choice"> {
  status: "notLoaded";
}

export type SummaryLoaderData = SummaryPageData | SummaryNotLoaded;

/** What the summary's action answers when it does not redirect; `values` keeps what was ticked. */
export type SummaryActionData =
  | { status: "invalid"; errors: SummaryErrors; values: Record<string, string | string[]> }
  | { status: "failed"; values: Record<string, string | string[]>; message?: BodyProblem }
  | { status: "downtime"; until: string | null; values: Record<string, string | string[]> }
  | { status: "ordered"; orderId: string };
