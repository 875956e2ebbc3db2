// @vitest-environment happy-dom
// The analytics module, which a page loads after hydration: what the code tracks reaches the data layer at once.
import "~/platform/analytics/delivery";
import { afterEach, describe, expect, it } from "vitest";
import { createCart } from "../../cart/cart-rules";
import { STANDARD_OFFER } from "../../shop/test-data/offers.test-support";
import {
  CHECKOUT_BEGUN_KEY,
  checkoutMarker,
  trackBeginCheckout,
  trackPersonalDataSaved,
} from "./personal-data-tracking";

afterEach(() => {
  window.dataLayer = undefined;
  window.sessionStorage.clear();
});

const cart = createCart(STANDARD_OFFER.cart, "Standard");
const marker = checkoutMarker(STANDARD_OFFER.token, 0, "Standard");
type Entry = Record<string, unknown>;

describe("personal-data tracking", () => {
  it("tracks personal data saved with the offer's label and use case only", () => {
    trackPersonalDataSaved("offer_vvl", "Novum");
    expect(window.dataLayer).toEqual([
      { event: "offer_personal_data_saved", label: "initial_offer_vertragsverlaengerung", useCase: "Novum" },
    ]);
  });

  it("pushes begin_checkout once per cart, with the cart's items and value", () => {
    expect(trackBeginCheckout(cart, marker, window.sessionStorage)).toBe(true);
    expect(trackBeginCheckout(cart, marker, window.sessionStorage)).toBe(false);
    const layer = window.dataLayer as Entry[];
    expect(layer.map((entry) => entry.event ?? entry.ecommerce)).toEqual([null, "begin_checkout"]);
    const { ecommerce } = layer[1] as { ecommerce: { value: number; items: Entry[] } };
    expect(ecommerce.items.length).toBeGreaterThan(0);
    expect(ecommerce.items[0]).toMatchObject({ index: 1, item_list_name: "initial_offer", quantity: 1 });
    expect(ecommerce.value).toBe(
      Math.round(ecommerce.items.reduce((sum, item) => sum + Number(item.price), 0) * 100) / 100,
    );
    expect(window.sessionStorage.getItem(CHECKOUT_BEGUN_KEY)).toBe(marker);
  });

  it("begins again for another cart, and not at all without one", () => {
    trackBeginCheckout(cart, marker, window.sessionStorage);
    expect(trackBeginCheckout(cart, checkoutMarker(STANDARD_OFFER.token, 1, "Standard"), window.sessionStorage)).toBe(
      true,
    );
    expect(trackBeginCheckout(null, "other", window.sessionStorage)).toBe(false);
  });

  it("never pushes the token, a name or an e-mail address", () => {
    trackBeginCheckout(cart, marker, window.sessionStorage);
    trackPersonalDataSaved("offer", "Standard");
    const pushed = JSON.stringify(window.dataLayer);
    expect(pushed).not.toContain(STANDARD_OFFER.token);
    expect(pushed).not.toMatch(/@|Mustermann|offerId/);
  });
});
