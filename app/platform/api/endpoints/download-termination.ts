import { type ApiClient, unwrap } from "../client.ts";
import { expectPdf } from "../pdf.ts";
import type { BrandSlug } from "../types.ts";

/** GET /api/{brand}/contracttermination/download/{id}: the declaration as PDF, with the time of receipt. */
export function downloadTermination(
  client: ApiClient,
  input: { brand: BrandSlug; submissionId: string },
): Promise<Blob> {
  // A 200 that is no PDF fails like any other failed download.
  return unwrap(
    client.GET("/api/{brand}/contracttermination/download/{id}", {
      params: { path: { brand: input.brand, id: input.submissionId } },
      parseAs: "blob",
    }),
  ).then(expectPdf);
}
