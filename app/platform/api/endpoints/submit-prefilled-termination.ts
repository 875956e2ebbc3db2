import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, PrefilledTerminationRequest, TerminationSubmitResult } from "../types.ts";

/** POST /api/{brand}/prefilledcontracttermination/{id}: the self-care termination of the prefilled contract. */
export function submitPrefilledTermination(
  client: ApiClient,
  input: { brand: BrandSlug; submissionId: string; request: PrefilledTerminationRequest; idempotencyKey?: string },
): Promise<TerminationSubmitResult> {
  return unwrap(
    client.POST("/api/{brand}/prefilledcontracttermination/{id}", {
      params: { path: { brand: input.brand, id: input.submissionId } },
      body: input.request,
      // The form keeps its key across a failure and the customer's retry, so the retry can never act twice.
      ...(input.idempotencyKey ? { headers: { "Idempotency-Key": input.idempotencyKey } } : {}),
    }),
  );
}
