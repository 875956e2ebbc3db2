import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, TerminationRequest, TerminationSubmitResult } from "../types.ts";

/**
 * POST /api/{brand}/contracttermination/{id}. `submissionId` is a UUID made once per form (uploads use it
 * too), so sending the same declaration again answers the first receipt.
 */
export function submitTermination(
  client: ApiClient,
  input: { brand: BrandSlug; submissionId: string; request: TerminationRequest; idempotencyKey?: string },
): Promise<TerminationSubmitResult> {
  return unwrap(
    client.POST("/api/{brand}/contracttermination/{id}", {
      params: { path: { brand: input.brand, id: input.submissionId } },
      body: input.request,
      // The form keeps its key across a failure and the customer's retry, so the retry can never act twice.
      ...(input.idempotencyKey ? { headers: { "Idempotency-Key": input.idempotencyKey } } : {}),
    }),
  );
}
