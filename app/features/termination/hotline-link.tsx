import type { Hotline } from "~/platform/api/types";
import { useBrand } from "~/platform/brand/brand-context";
import { PhoneLink } from "~/ui/phone-link/phone-link";
import { type TrackedChoice, trackTermination } from "./termination-tracking";

interface Props {
  hotline: Pick<Hotline, "phoneNumber" | "displayNumber">;
  /** What the customer has chosen so far, for the event's label; none outside a form. */
  choice?: TrackedChoice;
  className?: string;
}

/** The hotline number as a tel: link; a click is the termination's phone click. */
export function HotlineLink({ hotline, choice = {}, className }: Props) {
  const brand = useBrand();
  return (
    <PhoneLink
      {...hotline}
      className={className}
      onClick={() => trackTermination("termination_phone_clicked", brand.slug, choice)}
    />
  );
}
