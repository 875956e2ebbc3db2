import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, TerminationRequest, TerminationSubmitResult } from "../types.ts";

/**
 * POST /api/{brand}/contracttermination/{id}. `submissionId` is a UUID made once per form (uploads use it
 * too), so sending the same declaration again answers the first receipt.
 */
export function submitTermination(
  client: ApiClient,
  input: { brand: BrandSlug; submissionId: string; request: TerminationRequest },
): Promise<TerminationSubmitResult> {
  return unwrap(
    client.POST("/api/{brand}/contracttermination/{id}", {
      params: { path: { brand: input.brand, id: input.submissionId } },
      body: input.request,
    }),
  );
}
