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

/** A page's place in the router, as the tracked path needs it (React Router's matches carry these). */
export interface TrackedMatch {
  id: string;
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
}

/** What a rendered page tells the analytics: every commit of the root, deduplicated there (delivery.ts). */
export interface PageContext {
  location: { pathname: string; search: string; key: string };
  matches: readonly TrackedMatch[];
  language: string;
  brand: string;
  /** The brand's personalisation script (o2 and blau with an id configured), or null. */
  personalisationSrc: string | null;
}

/** What the analytics module (delivery.ts, loaded after hydration) does with what a page tracks. */
export interface Delivery {
  event<K extends EventId>(id: K, payload: EventCatalogue[K]): void;
  page(context: PageContext): void;
  /** The route pattern of a page, never its token (page-events.ts). */
  trackedPath(matches: readonly TrackedMatch[]): string;
}

type Job = (delivery: Delivery) => void;

/**
 * The data layer's rules, the event catalogue's check, page views and the consent-bound personalisation script
 * load after hydration (delivery.ts through platform/after-hydration.ts), not with every page's first JavaScript.
 * Until then what a page tracks waits here, in order, and goes out in that order once the module is there.
 */
let delivery: Delivery | null = null;
const waiting: Job[] = [];

function send(job: Job): void {
  // Nothing is tracked on the server (effects and handlers do not run there): no queue that outlives a request.
  if (typeof window === "undefined") return;
  if (delivery) job(delivery);
  else waiting.push(job);
}

/** Called once by delivery.ts: first everything that waited, in the order it was tracked, then every call at once. */
export function startDelivery(next: Delivery): void {
  delivery = next;
  for (const job of waiting.splice(0)) job(next);
}

/** Tracks a catalogued event (pushed to the data layer once the analytics module is there). */
export function track<K extends EventId>(id: K, payload: EventCatalogue[K]): void {
  send((to) => to.event(id, payload));
}

/** A rendered page (root, every commit): its page view and the personalisation script follow from it. */
export function trackPage(context: PageContext): void {
  send((to) => to.page(context));
}

/**
 * Tracks an event whose payload carries the page's route pattern (error pages): `payload` gets the pattern once
 * the analytics module is there, which is where the pattern is worked out.
 */
export function trackAtPath<K extends EventId>(
  id: K,
  matches: readonly TrackedMatch[],
  payload: (path: string) => EventCatalogue[K],
): void {
  send((to) => to.event(id, payload(to.trackedPath(matches))));
}
