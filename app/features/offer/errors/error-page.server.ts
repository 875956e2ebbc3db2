import { data, type RouterContextProvider } from "react-router";
import { toOfferError, verifyOffer } from "~/platform/api";
import { apiClientContext, requestInfoContext } from "~/platform/config/context";
import { formattersFor } from "~/platform/i18n/i18n";
import { type Language, LOCALES } from "~/platform/i18n/languages";
import { readReason } from "../error-path";
import { type LiveCheck, type OfferErrorState, resolveErrorState } from "./error-page-state";

/** The error page's loader data: the state, the downtime's end worded on the server, the page's language. */
export interface OfferErrorPageData extends Omit<OfferErrorState, "downtime"> {
  /** End of the maintenance in the page's language and German time; null when the error names none. */
  downtimeUntil: string | null;
  lang: Language;
  /** The offer's token (it is in the address anyway) for the links back; never tracked. */
  token: string | null;
}

/**
 * The end of a downtime in words, as every other page writes dates, e.g. "12. Mai 2025 um 14:30". Worded on the server only: engines differ in the spaces
 * they put into times, which would break hydration.
 */
export function formatDowntimeEnd(until: string | undefined, lang: Language): string | null {
  const end = until ? new Date(until) : null;
  if (!end || Number.isNaN(end.getTime())) return null;
  return formattersFor(LOCALES[lang]).date(end, { dateStyle: "long", timeStyle: "short" });
}

/**
 * `/angebot/fehler` and `/angebot/<token>/fehler`: `?code=` read back (unknown values count as absent and are
 * never echoed), the offer's live state from `verifyOffer` where there is a token, and an HTTP status that fits.
 */
export async function loadOfferErrorPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string | undefined,
) {
  const { lang } = context.get(requestInfoContext);
  const asked = readReason(new URL(request.url).searchParams.get("code"));
  let live: LiveCheck = null;
  if (token) {
    try {
      live = { ok: true, offerUseCase: (await verifyOffer(context.get(apiClientContext)(), token)).offerUseCase };
    } catch (error) {
      live = { ok: false, error: toOfferError(error) };
    }
  }
  const { downtime, ...state } = resolveErrorState(asked, live);
  const page: OfferErrorPageData = {
    ...state,
    downtimeUntil: formatDowntimeEnd(downtime?.until, lang),
    lang,
    token: token ?? null,
  };
  return data(page, { status: page.status });
}
