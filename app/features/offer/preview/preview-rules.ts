import type { OfferPreview, OfferResetRequest } from "~/platform/api/types";

export type PreviewIntent = "resetPreview" | "resetOffer";
export type ResetReason = NonNullable<OfferResetRequest["reason"]>;

/** What a reset post answers: done (the page shows the refreshed preview) or failed (OfferResetFailed). */
export interface PreviewActionData {
  intent: PreviewIntent;
  status: "done" | "failed";
}

/** The offer itself may be reset when the customer changed something, or when a payment was aborted or failed. */
export function canResetOffer(
  preview: Pick<OfferPreview, "resettable"> & { offer: Pick<OfferPreview["offer"], "state"> },
) {
  return preview.resettable || preview.offer.state === "paymentAborted" || preview.offer.state === "paymentFailed";
}

/** The reason sent with the offer reset: the ended payment, else a restart. */
export function resetReason(state: OfferPreview["offer"]["state"]): ResetReason {
  return state === "paymentAborted" || state === "paymentFailed" ? state : "restart";
}

export function parseIntent(value: FormDataEntryValue | null): PreviewIntent | null {
  return value === "resetPreview" || value === "resetOffer" ? value : null;
}
