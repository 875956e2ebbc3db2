/**
 * The analytics module proper, loaded after hydration (platform/after-hydration.ts) instead of with every page's
 * first JavaScript: it takes over from the queue in events.ts, so what a page tracked before it was there goes out
 * now, in the order it was tracked.
 */
import { pushToDataLayer } from "./data-layer";
import { type Delivery, type EventCatalogue, type EventId, type PageContext, startDelivery } from "./events";
import { pageViewEvent, trackedPath } from "./page-events";
import { showPersonalisation } from "./personalisation-script";

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

function isKnownEvent(id: string): id is EventId {
  return EVENT_IDS.has(id);
}

/** Pushes a catalogued event; an unknown id (e.g. from untyped data) is not pushed and logs a warning. */
function pushEvent<K extends EventId>(id: K, payload: EventCatalogue[K]): void {
  if (!isKnownEvent(id)) {
    console.warn(`Unknown tracking id "${String(id)}": event not sent.`);
    return;
  }
  // GA4 keeps ecommerce objects between pushes unless they are cleared first.
  if ("ecommerce" in payload) pushToDataLayer({ ecommerce: null });
  pushToDataLayer({ event: id, ...payload });
}

/** The address of the last page view: one page view per page, however often the root commits. */
let lastView: string | null = null;

function page(context: PageContext): void {
  const view = `${context.location.pathname}${context.location.search}`;
  if (view !== lastView) {
    lastView = view;
    pushEvent("page_view", pageViewEvent(context));
  }
  showPersonalisation(context.personalisationSrc, context.location);
}

const browserDelivery: Delivery = {
  event: pushEvent,
  page,
  trackedPath,
};

// Imported for this effect by platform/after-hydration.ts, like field data.
startDelivery(browserDelivery);
