import type { DemoContext } from "../demo-context.ts";
import { json, pdf, problem, type Schemas } from "../http.ts";
import { allItems, buildCart, buildDocuments, buildOffer, findDocument, orderedCart } from "../offer-model.ts";
import { offerDocumentPdf } from "../pdf/offer-document.ts";
import type { OperationRequest } from "../router.ts";
import { isPersonalDataComplete } from "../seed/customers.ts";
import type { OrderRecord } from "../store.ts";
import { accessOffer, completeness, type OfferAccess, offerCustomer, offerProblem } from "./offer-access.ts";

const token = (request: OperationRequest) => request.path.id ?? "";

export function offerBody(access: OfferAccess, demo: DemoContext): Schemas["Offer"] {
  const { seed, index, runtime, state } = access;
  const offer = buildOffer(
    seed,
    index,
    runtime.state,
    offerCustomer(runtime),
    demo.now(),
    runtime.order?.paymentMethod,
  );
  offer.state = state;
  return offer;
}

function orderInfo(order: OrderRecord): Schemas["OrderInfo"] {
  const info: Schemas["OrderInfo"] = {
    orderId: order.orderId,
    orderedAt: order.orderedAt,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  };
  if (order.ibanMasked) info.ibanMasked = order.ibanMasked;
  return info;
}

export function previewBody(access: OfferAccess, demo: DemoContext): Schemas["OfferPreview"] {
  const preview: Schemas["OfferPreview"] = {
    offer: offerBody(access, demo),
    ...completeness(access),
    resettable: access.runtime.changed,
  };
  if (access.runtime.order) preview.order = orderInfo(access.runtime.order);
  return preview;
}

export function verifyOffer(request: OperationRequest, demo: DemoContext): Response {
  const access = accessOffer(token(request), request, demo);
  const { seed } = access;
  const body: Schemas["OfferVerification"] = {
    token: seed.token,
    brand: seed.brand,
    kind: seed.kind,
    offerUseCase: seed.offerUseCase,
    state: access.state,
    validUntil: offerBody(access, demo).validUntil,
    ...completeness(access),
  };
  return json(body);
}

export function getOffer(request: OperationRequest, demo: DemoContext): Response {
  return json(offerBody(accessOffer(token(request), request, demo), demo));
}

export function getOfferPreview(request: OperationRequest, demo: DemoContext): Response {
  return json(previewBody(accessOffer(token(request), request, demo, { states: "any", skipLogin: true }), demo));
}

const SUMMARY_STATES = ["open", "paymentPending", "paymentAborted", "paymentFailed", "ordered"] as const;

export function getOfferSummary(request: OperationRequest, demo: DemoContext): Response {
  const access = accessOffer(token(request), request, demo, { states: SUMMARY_STATES });
  const { seed, index, runtime } = access;
  const personal = runtime.personalData;
  if (!personal || !isPersonalDataComplete(personal)) throw offerProblem("PERSONAL_DATA_MISSING", seed, demo.now());
  const payment = runtime.order?.paymentMethod ?? "";
  // After the order: the cart that was ordered (an alternative, when the customer chose one).
  const ordered = orderedCart(seed, index, runtime.order?.offerIds, payment);
  const cart = ordered?.cart ?? buildCart(seed, index, payment);
  const items = cart.offers.map((offer) => offer.ecommerce);
  const sum = (pick: (e: Schemas["Ecommerce"]) => number) =>
    Math.round(items.reduce((total, e) => total + pick(e), 0) * 100) / 100;
  const body: Schemas["OfferSummary"] = {
    token: seed.token,
    state: access.state,
    offerUseCase: seed.offerUseCase,
    cart,
    customer: {
      salutation: personal.salutation,
      firstName: personal.firstName,
      lastName: personal.lastName,
      email: personal.email,
      address: personal.address,
    },
    documents: ordered?.documents ?? buildDocuments(seed, index),
    ecommerce: {
      currency: "EUR",
      revenue: sum((e) => e.revenue),
      tax: sum((e) => e.tax),
      shipping: sum((e) => e.shipping),
      affiliation: items[0]?.affiliation ?? "",
      payment,
      products: items.flatMap((e) => e.products),
    },
  };
  if (runtime.order) body.order = orderInfo(runtime.order);
  return json(body);
}

export async function getOfferDocument(request: OperationRequest, demo: DemoContext): Promise<Response> {
  const { a = "", b = "", c = "" } = request.path;
  const access = accessOffer(a, request, demo, { states: "any" });
  const { seed, index } = access;
  const item = allItems(seed, index).find((o) => o.offerId === b);
  if (!item) throw offerProblem("OFFER_MISMATCH", seed, demo.now());
  const document = findDocument(seed, index, b, c);
  if (!document) throw problem(404, "NOT_FOUND", "Document not found.");
  const offer = offerBody(access, demo);
  const bytes = await offerDocumentPdf({ document, offer, item, now: demo.now() });
  return pdf(bytes, `${document.id}-${b}.pdf`);
}
