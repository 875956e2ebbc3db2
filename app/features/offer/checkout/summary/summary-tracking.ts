import { track } from "~/platform/analytics/events";
import { offerTrackingLabel } from "~/platform/analytics/flow-labels";
import type { OfferKind, OfferUseCase } from "~/platform/api/types";
import type { SummaryActionData } from "./summary-data";

/** Why an order post came back, as tracked: the answer's status and, for field errors, the parts named. */
export function failureDetail(action: SummaryActionData): { reason: string; fields?: string[] } | null {
  if (action.status === "ordered") return null;
  if (action.status === "invalid") return { reason: "invalid", fields: Object.keys(action.errors).sort() };
  return { reason: action.status };
}

/** "zahlungspflichtig bestellen" was pressed (and the form was complete). */
export function trackOrderSubmitted(kind: OfferKind, useCase: OfferUseCase): void {
  track("offer_submitted", { label: offerTrackingLabel(kind), useCase });
}

/** The order post failed: `offer_submit_failed` and the tracked error `order_failed`. */
export function trackOrderFailed(kind: OfferKind, useCase: OfferUseCase, action: SummaryActionData): void {
  const detail = failureDetail(action);
  if (!detail) return;
  track("offer_submit_failed", { label: offerTrackingLabel(kind), useCase, detail: { ...detail } });
  track("order_failed", { detail: { ...detail } });
}
