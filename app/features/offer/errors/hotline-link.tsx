import { track } from "~/platform/analytics/events";
import { PhoneLink } from "~/ui/phone-link/phone-link";
import type { OfferHotline } from "./offer-hotline";

interface Props {
  hotline: Pick<OfferHotline, "phoneNumber" | "displayNumber">;
  /** Which screen the click came from ("landing", or the error page's group). */
  trackingLabel: string;
  /** The offer's use case where known, else the brand slug. */
  useCase: string;
}

/** The hotline number as a tel: link on an offer screen; a click is tracked as `offer_phone_clicked`. */
export function OfferHotlineLink({ hotline, trackingLabel, useCase }: Props) {
  return (
    <PhoneLink
      phoneNumber={hotline.phoneNumber}
      displayNumber={hotline.displayNumber}
      onClick={() => track("offer_phone_clicked", { label: trackingLabel, useCase })}
    />
  );
}
