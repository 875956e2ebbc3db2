import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { Button } from "~/ui/button/button";
import { Page } from "~/ui/layout/page";
import { StatusSection } from "~/ui/status-section/status-section";
import styles from "./email-rejection.module.css";
import type { EmailRejectionState } from "./email-rejection.server";

/**
 * The e-mail rejection: what the page does and one button (a plain POST form, also without JavaScript);
 * after it the confirmation, or why the link does not work. A failure keeps the button for a retry.
 */
export function EmailRejectionScreen({ state }: { state: EmailRejectionState }) {
  const t = useT();
  const openingHours = useOpeningHours();
  const brand = useBrand();
  const navigation = useNavigation();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const firstState = useRef(state);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  // After the post the button is gone or answered: focus moves to the answer, so it is read out.
  useEffect(() => {
    if (state !== firstState.current) outcomeRef.current?.focus();
    firstState.current = state;
  }, [state]);

  const values = { brand: brand.displayName };
  const offersButton = state === "confirm" || state === "failed";
  return (
    <Page title={t("emailRejection.title")}>
      {state === "confirm" ? (
        <p className={styles.lead}>{t("emailRejection.intro", values)}</p>
      ) : (
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome} role={state === "failed" ? "alert" : undefined}>
          <StatusSection
            type={state === "declined" ? "success" : "error"}
            headline={t(`emailRejection.${state}.headline`)}
            text={t(`emailRejection.${state}.text`, values)}
          />
        </div>
      )}
      {offersButton ? (
        <Form method="post" className={styles.form}>
          <Button type="submit" loading={submitting}>
            {t(state === "failed" ? "emailRejection.retry" : "emailRejection.button")}
          </Button>
        </Form>
      ) : null}
      <p className={styles.help}>
        <Trans
          id="emailRejection.hotline"
          values={{
            brand: brand.displayName,
            hotline: <a href={`tel:${brand.hotline.phoneNumber}`}>{brand.hotline.displayNumber}</a>,
            hours: openingHours(brand.hotline.openingHours),
          }}
        />
      </p>
    </Page>
  );
}
