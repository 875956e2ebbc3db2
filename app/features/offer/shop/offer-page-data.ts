import type { Offer } from "~/platform/api/types";
import { fromJsonText, type JsonText } from "~/platform/http/json-text";
import type { Language } from "~/platform/i18n/languages";

/** The backend wants a login (401) the request did not bring: the page tracks it and leads to the error page. */
interface UnauthorizedOffer {
  status: "unauthorized";
  token: string;
  errorPath: string;
  lang: Language;
}

/** What the offer page's screen renders from. */
export type OfferPageData = { status: "ready"; offer: Offer; lang: Language } | UnauthorizedOffer;

/**
 * What the offer page's loader sends: the offer as JSON text, one string for React Router's turbo-stream instead of
 * its 15 kB as a graph (app/platform/http/json-text.ts).
 */
export type OfferPageLoaderData = { status: "ready"; offer: JsonText<Offer>; lang: Language } | UnauthorizedOffer;

export function offerPageData(sent: OfferPageLoaderData): OfferPageData {
  return sent.status === "ready" ? { ...sent, offer: fromJsonText(sent.offer) } : sent;
}
