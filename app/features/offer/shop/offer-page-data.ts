import type { Offer } from "~/platform/api/types";
import type { Language } from "~/platform/i18n/languages";

/** What the offer page's loader hands the screen. */
export type OfferPageData =
  | { status: "ready"; offer: Offer; lang: Language }
  /** The backend wants a login (401): the browser loads the offer with its stored auth token. */
  | { status: "unauthorized"; token: string; errorPath: string; lang: Language };
