import { pushToDataLayer } from "./data-layer";
import type { Ga4Item } from "./products";
import type { WebVitalsPayload } from "./web-vitals-contract";

/** Page context sent with every page view; `path` is the route pattern, never the address with its token. */
export interface PageInfo {
  path: string;
  language: string;
  brand: string;
  application: string;
  loginStatus: string;
}

export interface LabelPayload {
  label: string;
  useCase: string;
}

export interface ErrorPayload {
  detail: Record<string, unknown>;
}

interface EcommercePayload {
  ecommerce: { currency: "EUR"; value: number; items: Ga4Item[]; transaction_id?: string; [key: string]: unknown };
}

/** The event catalogue: every event id the app may track, with its payload. */
export interface EventCatalogue {
  page_view: { page: PageInfo };
  /** Core Web Vitals of a page view, with consent for statistics only (web-vitals-report.ts). */
  web_vitals: { webVitals: WebVitalsPayload };
  // Offer lifecycle.
  offer_loaded: LabelPayload;
  offer_load_error: ErrorPayload;
  offer_documents_downloaded: LabelPayload;
  offer_documents_load_error: ErrorPayload;
  offer_personal_data_saved: LabelPayload;
  offer_payment_data_saved: LabelPayload;
  offer_submitted: LabelPayload;
  offer_submit_failed: LabelPayload & ErrorPayload;
  offer_confirmation: LabelPayload & { redirectedFromPaymentProvider: boolean };
  offer_confirmation_purchase: EcommercePayload;
  offer_error_page: ErrorPayload;
  /** A click on the hotline's tel: link on an offer screen (landing, error page); label: which screen. */
  offer_phone_clicked: LabelPayload;
  view_item_list: EcommercePayload;
  view_item: EcommercePayload;
  begin_checkout: EcommercePayload;
  /** GA4 purchase: once per order (transaction_id = order id). */
  purchase: EcommercePayload;
  /** GA4: the payment step was saved; `ecommerce.payment_type` is the method. */
  add_payment_info: EcommercePayload;
  // Identity verification.
  idv_method_selection: LabelPayload;
  idv_success: LabelPayload;
  idv_error: LabelPayload & ErrorPayload;
  idv_cancelled: LabelPayload;
  idv_pending: LabelPayload;
  // Contract termination.
  termination_page_loaded: LabelPayload;
  termination_submitted: LabelPayload;
  termination_submit_failed: LabelPayload & ErrorPayload;
  termination_cancelled: LabelPayload;
  termination_teaser_viewed: LabelPayload;
  termination_required_fields_modal_viewed: LabelPayload;
  termination_required_fields_modal_closed: LabelPayload;
  termination_discount_modal_viewed: LabelPayload;
  termination_discount_modal_closed: LabelPayload;
  termination_phone_clicked: LabelPayload;
  termination_submit_clicked: LabelPayload;
  // Self-care termination.
  selfcare_submit_clicked: LabelPayload;
  selfcare_submitted: LabelPayload;
  selfcare_submit_failed: LabelPayload & ErrorPayload;
  selfcare_modal_displayed: LabelPayload;
  selfcare_modal_closed: LabelPayload;
  // Tracked errors.
  cart_load_failed: ErrorPayload;
  documents_load_failed: ErrorPayload;
  order_failed: ErrorPayload;
  error_page_shown: ErrorPayload;
}

export type EventId = keyof EventCatalogue;

const EVENT_IDS: ReadonlySet<string> = new Set<EventId>([
  "page_view",
  "web_vitals",
  "offer_loaded",
  "offer_load_error",
  "offer_documents_downloaded",
  "offer_documents_load_error",
  "offer_personal_data_saved",
  "offer_payment_data_saved",
  "offer_submitted",
  "offer_submit_failed",
  "offer_confirmation",
  "offer_confirmation_purchase",
  "offer_error_page",
  "offer_phone_clicked",
  "view_item_list",
  "view_item",
  "begin_checkout",
  "purchase",
  "add_payment_info",
  "idv_method_selection",
  "idv_success",
  "idv_error",
  "idv_cancelled",
  "idv_pending",
  "termination_page_loaded",
  "termination_submitted",
  "termination_submit_failed",
  "termination_cancelled",
  "termination_teaser_viewed",
  "termination_required_fields_modal_viewed",
  "termination_required_fields_modal_closed",
  "termination_discount_modal_viewed",
  "termination_discount_modal_closed",
  "termination_phone_clicked",
  "termination_submit_clicked",
  "selfcare_submit_clicked",
  "selfcare_submitted",
  "selfcare_submit_failed",
  "selfcare_modal_displayed",
  "selfcare_modal_closed",
  "cart_load_failed",
  "documents_load_failed",
  "order_failed",
  "error_page_shown",
]);

export function isKnownEvent(id: string): id is EventId {
  return EVENT_IDS.has(id);
}

/** Pushes a catalogued event; an unknown id (e.g. from untyped data) is not pushed and logs a warning. */
export function track<K extends EventId>(id: K, payload: EventCatalogue[K]): void {
  if (!isKnownEvent(id)) {
    console.warn(`Unknown tracking id "${String(id)}": event not sent.`);
    return;
  }
  // GA4 keeps ecommerce objects between pushes unless they are cleared first.
  if ("ecommerce" in payload) pushToDataLayer({ ecommerce: null });
  pushToDataLayer({ event: id, ...payload });
}
