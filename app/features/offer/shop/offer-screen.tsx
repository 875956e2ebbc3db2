import { type FormEvent, type MouseEvent, useCallback, useEffect, useReducer } from "react";
import { useNavigate, useSubmit } from "react-router";
import type { OfferDocument } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { Page } from "~/ui/layout/page";
import { createCart } from "../cart/cart-rules";
import { storeCart } from "../cart/cart-storage";
import { initialOfferState, offerReducer } from "../store/offer-store";
import {
  trackDocumentDownloaded,
  trackDocumentFailed,
  trackOfferChosen,
  trackOfferList,
  trackOfferLoaded,
  trackOfferLoadFailed,
} from "../tracking/offer-tracking";
import type { DownloadFailure } from "./browser-calls";
import { type OfferChoice, offerChoices } from "./offer-choices";
import { OfferChoices } from "./offer-choices-view";
import { OfferIntro } from "./offer-intro";
import type { OfferPageData } from "./offer-page-data";
import { OfferPending } from "./offer-pending";

/** /angebot/<token>: the personal offer as a small shop — the offer and its alternatives, documents, choose. */
export function OfferScreen({ data }: { data: OfferPageData }) {
  const t = useT();
  const navigate = useNavigate();
  const submit = useSubmit();
  const [state, dispatch] = useReducer(offerReducer, data.status === "ready" ? data.offer : null, initialOfferState);
  const { offer, tracked } = state;

  // A login offer the server could not open (401): its loader sent the bearer of the login's HttpOnly cookie, so there
  // is none or it has expired. The error page says how to sign in again; no script holds a bearer to try with.
  useEffect(() => {
    if (data.status !== "unauthorized") return;
    trackOfferLoadFailed({ reason: "Unauthorized", status: 401 });
    navigate(data.errorPath, { replace: true });
  }, [data, navigate]);

  // offer_loaded and view_item_list once per page load, for every offer shown.
  useEffect(() => {
    if (!offer || tracked.offerLoaded) return;
    trackOfferLoaded(offer.kind, offer.offerUseCase);
    dispatch({ type: "tracking", event: "offerLoaded" });
    trackOfferList(offerChoices(offer).map((choice) => ({ kind: choice.kind, items: choice.cart.offers })));
    dispatch({ type: "tracking", event: "offerList" });
  }, [offer, tracked.offerLoaded]);

  // Stable handlers: the carousel re-subscribes when its callback changes, which re-rendered every card.
  const select = useCallback((index: number) => dispatch({ type: "select", index }), []);
  const dismissError = useCallback(() => dispatch({ type: "clearError" }), []);
  const choose = useCallback(
    (index: number, event: FormEvent<HTMLFormElement>) => {
      const choice = offer ? offerChoices(offer)[index] : undefined;
      if (!offer || !choice) return;
      // The local-storage cart; when storage is blocked or full, the cart cookie the action sets is enough.
      storeCart(createCart(choice.cart, offer.offerUseCase));
      trackOfferChosen({ kind: choice.kind, items: choice.cart.offers });
      // The same POST as without JavaScript, sent by the router: its action sets the cart cookie and redirects.
      event.preventDefault();
      submit(event.currentTarget, { method: "post" });
    },
    [offer, submit],
  );

  const download = useCallback(
    (choice: OfferChoice, document: OfferDocument, event: MouseEvent<HTMLAnchorElement>) => {
      if (!offer) return;
      event.preventDefault();
      dispatch({ type: "clearError" });
      trackDocumentDownloaded(choice.kind, offer.offerUseCase);
      import("./browser-calls")
        .then(({ downloadDocument }) => downloadDocument(document))
        // The download's module did not load: as any other failure that is no answer of the backend.
        .catch((): DownloadFailure => ({ reason: "DocumentsNotLoaded", status: undefined }))
        .then((failure) => {
          if (!failure) return;
          const { reason, status } = failure;
          trackDocumentFailed({ reason, status, documentType: document.type });
          dispatch({ type: "failed", error: { kind: "documents", reason, url: document.url, title: document.title } });
        });
    },
    [offer],
  );

  const title = t("offer.page.title");
  if (!offer) {
    return (
      <Page title={title}>
        <OfferPending errorPath={data.status === "unauthorized" ? data.errorPath : null} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <OfferIntro offer={offer} />
      <OfferChoices
        choices={offerChoices(offer)}
        error={state.error}
        onSelect={select}
        onChoose={choose}
        onDownload={download}
        onDismissError={dismissError}
      />
    </Page>
  );
}
