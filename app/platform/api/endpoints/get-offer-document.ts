import { type ApiClient, unwrap } from "../client.ts";
import { toOfferStepError } from "../error-catalogue.ts";

export interface OfferDocumentRef {
  /** Offer token. */
  token: string;
  /** `OfferItem.offerId`. */
  offerId: string;
  /** `OfferDocument.id`. */
  documentId: string;
}

/**
 * GET /api/offer/documents/{a}/{b}/{c}: one document as PDF. Throws OfferError (DocumentsNotLoaded), also for a
 * 200 that is no PDF (a broken gateway's page, a cut-off JSON): the customer would otherwise save a broken file.
 */
export async function getOfferDocument(client: ApiClient, ref: OfferDocumentRef): Promise<Blob> {
  try {
    const blob = await unwrap(
      client.GET("/api/offer/documents/{a}/{b}/{c}", {
        params: { path: { a: ref.token, b: ref.offerId, c: ref.documentId } },
        parseAs: "blob",
      }),
    );
    if (!(await isPdf(blob))) throw new Error(`Not a PDF: ${blob.type || "no type"}`);
    return blob;
  } catch (error) {
    throw toOfferStepError(error, "DocumentsNotLoaded");
  }
}

async function isPdf(blob: Blob): Promise<boolean> {
  return new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer()) === "%PDF-";
}
