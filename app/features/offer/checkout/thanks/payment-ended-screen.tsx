import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { Page } from "~/ui/layout/page";
import styles from "./thanks.module.css";
import type { PaymentEndedPageData } from "./thanks.server";

/**
 * `danke` after the payment provider reported an aborted or failed payment: what happened, and the way back to the
 * summary — a POST, since it reopens the offer at the backend (a GET must not: previews and prefetches follow links).
 * With JavaScript the page sends it once by itself, so the customer lands on the summary as from the provider
 * directly; without, the button does.
 */
export function PaymentEndedScreen({ page }: { page: PaymentEndedPageData }) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    form.current?.requestSubmit();
  }, []);

  const aborted = page.outcome === "aborted";
  return (
    <Page title={t(aborted ? "offer.errors.paymentAborted.title" : "offer.errors.paymentFailed.title")}>
      <p className={styles.hint}>
        {t(aborted ? "offer.errors.paymentAborted.text" : "offer.errors.paymentFailed.text")}
      </p>
      <Form method="post" ref={form}>
        <Button type="submit" loading={submitting}>
          {t("checkout.thanks.backToSummary")}
        </Button>
      </Form>
    </Page>
  );
}
