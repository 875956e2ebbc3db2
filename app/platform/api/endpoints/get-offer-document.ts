import { type ApiClient, unwrap } from "../client.ts";
import { toOfferStepError } from "../error-catalogue.ts";
import { expectPdf } from "../pdf.ts";

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
    return await expectPdf(blob);
  } catch (error) {
    throw toOfferStepError(error, "DocumentsNotLoaded");
  }
}
