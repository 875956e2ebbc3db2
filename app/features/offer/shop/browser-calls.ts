import { createBrowserApiClient } from "~/platform/api/browser";
import { getOfferDocument } from "~/platform/api/endpoints/get-offer-document";
import { toOfferError } from "~/platform/api/error-catalogue";
import type { OfferDocument } from "~/platform/api/types";
import { saveFile } from "~/platform/files/save-file";
import { type OfferErrorReason, reasonOf } from "../error-path";
import { documentRef } from "./offer-choices";

/** Why a download failed, as the page shows and tracks it. */
export interface DownloadFailure {
  reason: OfferErrorReason;
  status: number | undefined;
}

/** What a failed download means for the page: login and access errors as they are, anything else "not loaded". */
export function downloadFailure(caught: unknown): DownloadFailure {
  const error = toOfferError(caught);
  return { reason: error.kind === "Unexpected" ? "DocumentsNotLoaded" : reasonOf(error), status: error.status };
}

/**
 * The call the offer page makes from the browser, loaded on demand (a download click) so that the page's first-load
 * script stays small, with the error catalogue that reads its failures: fetches a document as PDF and hands it to
 * the browser as a download; null when done, else why not. It carries no bearer: for a login offer the server's
 * `/api` proxy adds the HttpOnly cookie's.
 */
export async function downloadDocument(document: OfferDocument): Promise<DownloadFailure | null> {
  try {
    const ref = documentRef(document.url);
    if (!ref) throw new Error("Not a document address");
    const blob = await getOfferDocument(createBrowserApiClient(), ref);
    saveFile(blob, `${document.id}.pdf`);
    return null;
  } catch (caught) {
    return downloadFailure(caught);
  }
}
