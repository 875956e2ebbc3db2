import { createBrowserApiClient } from "~/platform/api/browser";
import { getOfferDocument } from "~/platform/api/endpoints/get-offer-document";
import type { OfferDocument } from "~/platform/api/types";
import { saveFile } from "~/platform/files/save-file";
import { documentRef } from "./offer-choices";

/**
 * The call the offer page makes from the browser, loaded on demand (a download click) so that the page's first-load
 * script stays small: fetches a document as PDF and hands it to the browser as a download; throws OfferError
 * (DocumentsNotLoaded). It carries no bearer: for a login offer the server's `/api` proxy adds the HttpOnly cookie's.
 */
export async function downloadDocument(document: OfferDocument): Promise<void> {
  const ref = documentRef(document.url);
  if (!ref) throw new Error("Not a document address");
  const blob = await getOfferDocument(createBrowserApiClient(), ref);
  saveFile(blob, `${document.id}.pdf`);
}
