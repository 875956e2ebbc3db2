import { OfferLandingScreen } from "~/features/offer/landing/landing-screen";
import { publicPageMeta } from "~/ui/layout/seo";

export const meta = publicPageMeta("offer.landing.meta.description");

/** `/angebot`: what a personal offer is and how to get one; no data to load (the hotline is the brand's). */
export default function OfferLandingRoute() {
  return <OfferLandingScreen />;
}
