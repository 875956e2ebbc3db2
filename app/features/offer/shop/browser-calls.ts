import { createBrowserApiClient } from "~/platform/api/browser";
import { getOffer } from "~/platform/api/endpoints/get-offer";
import { getOfferDocument } from "~/platform/api/endpoints/get-offer-document";
import { verifyOffer } from "~/platform/api/endpoints/verify-offer";
import type { Offer, OfferDocument } from "~/platform/api/types";
import { saveFile } from "~/platform/files/save-file";
import { documentRef } from "./offer-choices";

/**
 * Calls the offer page makes from the browser; loaded on demand (a login offer, a download click), so the page's
 * first-load script stays small. The browser client sends the stored auth token as bearer on each call.
 */
export async function loadOfferInBrowser(token: string): Promise<Offer> {
  const api = createBrowserApiClient();
  await verifyOffer(api, token);
  return getOffer(api, token);
}

/** Fetches a document as PDF and hands it to the browser as a download; throws OfferError (DocumentsNotLoaded). */
export async function downloadDocument(document: OfferDocument): Promise<void> {
  const ref = documentRef(document.url);
  if (!ref) throw new Error("Not a document address");
  const blob = await getOfferDocument(createBrowserApiClient(), ref);
  saveFile(blob, `${document.id}.pdf`);
}
