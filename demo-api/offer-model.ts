import type { Schemas } from "./http.ts";
import { priceEntry, priceItem, round2, sumPeriod } from "./money.ts";
import { DEMO_BRANDS } from "./seed/brands.ts";
import { pack, tariff } from "./seed/catalog.ts";
import { hardware } from "./seed/hardware.ts";
import type { ItemSeed, OfferSeed } from "./seed/offers.ts";

type OfferState = Schemas["OfferState"];
type OfferErrorCode = Schemas["OfferErrorCode"];

const DAY_MS = 24 * 60 * 60 * 1000;

export function offerId(index: number, itemIndex: number): string {
  return `OF-${100001 + index * 10 + itemIndex}`;
}

/** End of the day `validDays` from now, in UTC. */
export function validUntil(seed: Pick<OfferSeed, "validDays">, now: Date): Date {
  const end = new Date(now.getTime() + seed.validDays * DAY_MS);
  end.setUTCHours(23, 59, 59, 0);
  return end;
}

/** The state including expiry by date: an open offer past its date is expired. */
export function effectiveState(seed: OfferSeed, state: OfferState, now: Date): OfferState {
  return state === "open" && validUntil(seed, now) < now ? "expired" : state;
}

/** The code that keeps a customer out of an offer in this state; none for open offers. */
export function stateCode(state: OfferState): OfferErrorCode | undefined {
  const codes: Record<OfferState, OfferErrorCode | undefined> = {
    open: undefined,
    paymentPending: "OFFER_PAYMENT_WAITFORCAPTURE",
    paymentAborted: "OFFER_ABANDONED_PAYMENT",
    paymentFailed: "OFFER_ABANDONED_PAYMENT",
    ordered: "OFFER_CONSUMED",
    cancelled: "OFFER_CANCELLED",
    blocked: "OFFER_BLOCKED",
    expired: "OFFER_EXPIRED",
    incompatible: "OFFER_INCOMPATIBLE_STATE",
  };
  return codes[state];
}

function isExistingContract(kind: Schemas["OfferKind"]): boolean {
  return /_(vvl|tm)(_|$)/.test(kind);
}

function buildItem(
  seed: OfferSeed,
  item: ItemSeed,
  id: string,
  position: number,
  payment: string,
  kind: Schemas["OfferKind"] = seed.kind,
): Schemas["OfferItem"] {
  const device = item.hardware ? hardware(...item.hardware) : undefined;
  const plan = tariff(item.tariff);
  const packs = (item.packs ?? []).map(pack);
  const fees: Schemas["PriceItem"][] = [];
  if (!isExistingContract(kind)) fees.push(priceItem("connectionfee", "once", "Anschlusspreis", 39.99));
  if (device) fees.push(priceItem("shippingfee", "once", "Versand", 4.99));
  const all = [...(device?.priceItems ?? []), ...plan.priceItems, ...packs.flatMap((p) => p.priceItems), ...fees];
  const monthly = sumPeriod(all, "monthly");
  const once = sumPeriod(all, "once");
  const products: Schemas["EcommerceProduct"][] = [];
  if (device) {
    const deviceOnce = sumPeriod(device.priceItems, "once");
    products.push({
      id: device.id,
      name: device.name,
      category: "Handy",
      price: deviceOnce,
      monthlyPrice: sumPeriod(device.priceItems, "monthly"),
      oneTimePrice: deviceOnce,
      quantity: 1,
      position,
      brand: device.name,
      variant: `${device.color.name} ${device.capacity.label}`,
    });
  }
  for (const product of [plan, ...packs]) {
    const productMonthly = sumPeriod(product.priceItems, "monthly");
    products.push({
      id: product.id,
      name: product.name,
      category: product === plan ? "Tarif" : "Pack",
      price: productMonthly,
      monthlyPrice: productMonthly,
      oneTimePrice: sumPeriod(product.priceItems, "once"),
      quantity: 1,
      position,
    });
  }
  const revenue = round2(monthly + once);
  const result: Schemas["OfferItem"] = {
    offerId: id,
    token: seed.token,
    kind,
    bundleKind: item.bundleKind ?? "none",
    title: device ? `${device.name} mit ${plan.name}` : plan.name,
    tariff: plan,
    packs,
    priceItems: fees,
    totals: { monthly: priceEntry("monthly", monthly), once: priceEntry("once", once) },
    ecommerce: {
      currency: "EUR",
      revenue,
      tax: round2(revenue - revenue / 1.19),
      shipping: sumPeriod(
        fees.filter((fee) => fee.type === "shippingfee"),
        "once",
      ),
      affiliation: DEMO_BRANDS[seed.brand].displayName,
      payment,
      products,
    },
  };
  if (device) result.hardware = device;
  return result;
}

/** Offer id of an alternative: after the offer's own items (at most two), one id per alternative. */
export function alternativeOfferId(index: number, alternative: number): string {
  return offerId(index, 5 + alternative);
}

function cartOf(seed: OfferSeed, offers: Schemas["OfferItem"][]): Schemas["Cart"] {
  const types = new Set<Schemas["ProductType"]>();
  for (const offer of offers) {
    if (offer.hardware?.category === "myHandy") types.add("MyHandy");
    const categories = [offer.tariff?.category, ...offer.packs.map((p) => p.category)];
    if (categories.includes("mobile")) types.add("Mobile");
    if (categories.includes("dsl")) types.add("Dsl");
    if (categories.includes("fms")) types.add("Fms");
    if (categories.includes("ott")) types.add("Ott");
    if (categories.includes("onlineSchutz")) types.add("OnlineSchutz");
  }
  return { offerUseCase: seed.offerUseCase, productTypes: [...types], offers };
}

export function buildCart(seed: OfferSeed, index: number, payment = ""): Schemas["Cart"] {
  return cartOf(
    seed,
    seed.items.map((item, i) => buildItem(seed, item, offerId(index, i), i + 1, payment)),
  );
}

/** The alternatives of an offer: one single-item cart each, with its own offer id and documents. */
export function buildAlternatives(seed: OfferSeed, index: number, payment = ""): Schemas["OfferAlternative"][] {
  return (seed.alternatives ?? []).map((alternative, i) => {
    const id = alternativeOfferId(index, i);
    return {
      kind: alternative.kind,
      cart: cartOf(seed, [buildItem(seed, alternative.item, id, 1, payment, alternative.kind)]),
      documents: documentsFor(seed.token, [id]),
    };
  });
}

const DOCUMENTS: { id: string; type: Schemas["DocumentType"]; title: string; mandatory: boolean }[] = [
  { id: "contract-summary", type: "contractSummary", title: "Vertragszusammenfassung", mandatory: true },
  {
    id: "precontractual-information",
    type: "precontractualInformation",
    title: "Vorvertragliche Informationen",
    mandatory: true,
  },
  {
    id: "terms-and-conditions",
    type: "termsAndConditions",
    title: "Allgemeine Geschäftsbedingungen",
    mandatory: false,
  },
  { id: "withdrawal-policy", type: "withdrawalPolicy", title: "Widerrufsbelehrung", mandatory: false },
];

/** One contract summary per offer in a cart; the other documents once, with the first offer. */
function documentsFor(token: string, ids: readonly string[]): Schemas["OfferDocument"][] {
  return ids.flatMap((id, i) =>
    DOCUMENTS.filter((doc) => i === 0 || doc.type === "contractSummary").map((doc) => ({
      id: doc.id,
      type: doc.type,
      title: ids.length > 1 ? `${doc.title} (${id})` : doc.title,
      url: `/api/offer/documents/${token}/${id}/${doc.id}`,
      mandatory: doc.mandatory,
    })),
  );
}

export function buildDocuments(seed: OfferSeed, index: number): Schemas["OfferDocument"][] {
  return documentsFor(
    seed.token,
    seed.items.map((_, i) => offerId(index, i)),
  );
}

/** A document of the offer's own cart or of one of its alternatives. */
export function findDocument(seed: OfferSeed, index: number, offer: string, documentId: string) {
  const all = [...buildDocuments(seed, index), ...buildAlternatives(seed, index).flatMap((a) => a.documents)];
  return all.find((doc) => doc.url.endsWith(`/${offer}/${documentId}`));
}

/** The offer items of the cart and of the alternatives, for documents and orders. */
export function allItems(seed: OfferSeed, index: number): Schemas["OfferItem"][] {
  return [...buildCart(seed, index).offers, ...buildAlternatives(seed, index).flatMap((a) => a.cart.offers)];
}

export function buildOffer(
  seed: OfferSeed,
  index: number,
  state: OfferState,
  customer: Schemas["OfferCustomer"],
  now: Date,
  payment = "",
): Schemas["Offer"] {
  const offer: Schemas["Offer"] = {
    token: seed.token,
    brand: seed.brand,
    kind: seed.kind,
    offerUseCase: seed.offerUseCase,
    state: effectiveState(seed, state, now),
    validUntil: validUntil(seed, now).toISOString(),
    customer,
    cart: buildCart(seed, index, payment),
    documents: buildDocuments(seed, index),
    paymentMethods: seed.paymentMethods,
    shopHotline: DEMO_BRANDS[seed.brand].hotline.displayNumber,
  };
  if (seed.identification) offer.identification = seed.identification;
  const alternatives = buildAlternatives(seed, index, payment);
  if (alternatives.length > 0) offer.alternatives = alternatives;
  return offer;
}

/** A cart the customer may order: the offer's own or one alternative's, with its documents. */
export interface OrderableCart {
  cart: Schemas["Cart"];
  documents: Schemas["OfferDocument"][];
}

/**
 * The cart whose offer ids the order names (`OfferAcceptRequest.offerIds`): the offer's own cart when none are
 * named, the matching alternative otherwise; null when the ids belong to no cart of this offer.
 */
export function orderedCart(
  seed: OfferSeed,
  index: number,
  offerIds: readonly string[] | undefined,
  payment = "",
): OrderableCart | null {
  const own = { cart: buildCart(seed, index, payment), documents: buildDocuments(seed, index) };
  if (!offerIds) return own;
  const candidates = [own, ...buildAlternatives(seed, index, payment)];
  const same = (cart: Schemas["Cart"]) =>
    cart.offers.length === offerIds.length && cart.offers.every((item, i) => item.offerId === offerIds[i]);
  const found = candidates.find((candidate) => same(candidate.cart));
  return found ? { cart: found.cart, documents: found.documents } : null;
}
