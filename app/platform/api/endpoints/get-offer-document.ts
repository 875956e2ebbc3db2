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

/** GET /api/offer/documents/{a}/{b}/{c}: one document as PDF. Throws OfferError (DocumentsNotLoaded). */
export function getOfferDocument(client: ApiClient, ref: OfferDocumentRef): Promise<Blob> {
  return unwrap(
    client.GET("/api/offer/documents/{a}/{b}/{c}", {
      params: { path: { a: ref.token, b: ref.offerId, c: ref.documentId } },
      parseAs: "blob",
    }),
  ).catch((error) => {
    throw toOfferStepError(error, "DocumentsNotLoaded");
  });
}
