import { useEffect } from "react";
import { track } from "~/platform/analytics/events";
import { useBrand } from "~/platform/brand/brand-context";
import type { IdvScreenId } from "./idv-screens";

/** What the IDV label is made of: the mixed-basket-with-OTP flag and the chosen method (none before a choice). */
export interface IdvLabelInput {
  mixedBasketWithOtp: boolean;
  method: string | null | undefined;
}

/** "mixed_basket_otp/otp", "standard/videoident", "standard/none". Never a token. */
export function idvLabel(input: IdvLabelInput): string {
  const basket = input.mixedBasketWithOtp ? "mixed_basket_otp" : "standard";
  return `${basket}/${input.method ? input.method.toLowerCase() : "none"}`;
}

export type IdvTrackedEvent = "idv_method_selection" | "idv_success" | "idv_cancelled" | "idv_pending" | "idv_error";

/** The tracked page event of a screen: the five IDV pages of the route table; every screen that explains a problem is an error. */
export function idvEventOf(screen: IdvScreenId): IdvTrackedEvent {
  switch (screen) {
    case "selection":
    case "submitted":
      return "idv_method_selection";
    case "success":
    case "completed":
    case "consumed":
      return "idv_success";
    case "cancelled":
      return "idv_cancelled";
    case "pending":
    case "postIdent":
      return "idv_pending";
    default:
      return "idv_error";
  }
}

export interface IdvTracking {
  screen: IdvScreenId;
  label: IdvLabelInput;
  /** The offer's use case where the backend named it, else the brand slug. */
  useCase: string;
  /** The backend's code or the HTTP status for error screens; never the token. */
  reason: string | null;
  status: number | null;
}

/** Pushes the screen's event once per screen shown (after the page view). */
export function useIdvTracking(tracking: IdvTracking): void {
  const { screen, useCase, reason, status } = tracking;
  const label = idvLabel(tracking.label);
  useEffect(() => {
    const event = idvEventOf(screen);
    if (event === "idv_error") {
      const detail: Record<string, unknown> = { screen, reason: reason ?? screen };
      if (status) detail.status = status;
      track("idv_error", { label, useCase, detail });
    } else {
      track(event, { label, useCase });
    }
  }, [screen, label, useCase, reason, status]);
}

/** The tracking of a loaded IDV page: its screen, the label of its state, the use case or the brand. */
export function useIdvPageTracking(page: {
  screen: IdvScreenId;
  mixedBasketWithOtp: boolean;
  selectedMethod: string | null;
  offerUseCase: string | null;
  reason: string | null;
  failureStatus: number | null;
}): void {
  const brand = useBrand();
  useIdvTracking({
    screen: page.screen,
    label: { mixedBasketWithOtp: page.mixedBasketWithOtp, method: page.selectedMethod },
    useCase: page.offerUseCase ?? brand.slug,
    reason: page.reason,
    status: page.failureStatus,
  });
}
