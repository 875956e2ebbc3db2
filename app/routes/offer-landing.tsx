import { OfferLandingScreen } from "~/features/offer/landing/landing-screen";

/** `/angebot`: what a personal offer is and how to get one; no data to load (the hotline is the brand's). */
export default function OfferLandingRoute() {
  return <OfferLandingScreen />;
}
