import { type FormEvent, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { SepaMandate } from "~/platform/api/contract-rules";
import type { OfferKind, PaymentMethod } from "~/platform/api/types";
import { useBrand } from "~/platform/brand/brand-context";
import type { SepaCreditor } from "~/platform/brand/registry";
import { useFormDraft } from "~/platform/forms/form-draft";
import { type EchoedValues, echoValues, textOf } from "~/platform/forms/form-values";
import { useFormChecks } from "~/platform/forms/use-form-checks";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { CheckboxField } from "~/ui/fields/checkbox-field";
import { RadioGroupField } from "~/ui/fields/radio-group-field";
import { TextField } from "~/ui/fields/text-field";
import { StepFormProblems } from "../step-form";
import { StepNav } from "../step-nav";
import { nextStep, stepPath } from "../steps";
import { IbanField } from "./iban-field";
import type { IbanCheck, PaymentActionData } from "./payment.server";
import styles from "./payment-form.module.css";
import {
  PAYMENT_DRAFT_EXCLUDE,
  type PaymentErrors,
  type PaymentField,
  type PaymentValues,
  parsePayment,
  paymentForm,
  paysAtProvider,
} from "./payment-schema";
import { type PaymentTracking, trackPaymentSaved } from "./payment-tracking";

const METHOD_LABELS = {
  sepa: "checkout.payment.method.sepa",
  creditCard: "checkout.payment.method.creditCard",
  paypal: "checkout.payment.method.paypal",
  invoice: "checkout.payment.method.invoice",
} as const satisfies Record<PaymentMethod, string>;

interface Props {
  token: string;
  kind: OfferKind;
  lang: Language;
  methods: PaymentMethod[];
  /** The payee the SEPA mandate names (the brand's configured creditor). */
  sepaCreditor: SepaCreditor | null;
  saved: EchoedValues;
  ibanCheck: IbanCheck | null;
  tracking: PaymentTracking;
  action: PaymentActionData | undefined;
}

/** The payment step's form: posted to the route's action, checked in the browser with the same rules first. */
export function PaymentForm(props: Props) {
  const serverValues = props.action?.values;
  const draft = useFormDraft(`checkout-payment:${props.token}`, {
    exclude: PAYMENT_DRAFT_EXCLUDE,
    enabled: !serverValues,
  });
  // The draft never holds the IBAN: the saved one (rendered by the server) stays under it.
  const defaults: EchoedValues = serverValues ?? { ...props.saved, ...draft.restored };
  return <PaymentFormBody key={draft.revision} {...props} defaults={defaults} onDraftChange={draft.onChange} />;
}

/** Tracks a saved step once: the post's redirect to the next step, seen as the navigation it starts. */
function useSavedTracking(props: Props, nextPath: string) {
  const navigation = useNavigation();
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    const { state, formMethod, formData, location } = navigation;
    if (state !== "loading" || formMethod?.toUpperCase() !== "POST" || !formData) return;
    if (location.pathname !== nextPath || tracked.current === location.key) return;
    const method = props.methods.find((m) => m === formData.get("paymentMethod"));
    if (!method) return;
    tracked.current = location.key;
    trackPaymentSaved(method, props.tracking);
  }, [navigation, nextPath, props.methods, props.tracking]);
  return navigation;
}

function PaymentFormBody(
  props: Props & { defaults: EchoedValues; onDraftChange: (event: FormEvent<HTMLFormElement>) => void },
) {
  const { action, defaults, methods, sepaCreditor, token, kind, lang } = props;
  const t = useT();
  const brand = useBrand();
  const nextPath = localizePath(stepPath(token, nextStep(kind, "payment") ?? "summary"), lang);
  const navigation = useSavedTracking(props, nextPath);
  const check = (form: HTMLFormElement): PaymentErrors => {
    const result = parsePayment(echoValues(new FormData(form)) as PaymentValues, methods);
    return result.success ? {} : result.errors;
  };
  const serverErrors = action?.status === "invalid" ? action.errors : {};
  const { errors, attempt, onSubmit, onChange } = useFormChecks(check, serverErrors, props.onDraftChange);
  const message = (field: PaymentField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const summary = paymentForm.summaryEntries(errors, t);
  const chosen = textOf(defaults, "paymentMethod") ?? (methods.length === 1 ? methods[0] : undefined);

  return (
    <Form method="post" noValidate className={styles.form} onSubmit={onSubmit} onChange={onChange}>
      <StepFormProblems
        failure={action?.status === "failed" ? t(action.message) : null}
        summary={summary}
        title={t("checkout.payment.error.summaryTitle")}
        focusKey={`${attempt}-${action?.status}`}
      />
      <p className={styles.note}>{t("checkout.payment.intro")}</p>
      <p className={styles.note}>{t("checkout.payment.requiredHint")}</p>
      <RadioGroupField
        id={paymentForm.fieldId("paymentMethod")}
        name="paymentMethod"
        label={t(paymentForm.label("paymentMethod"))}
        isRequired
        defaultValue={chosen ?? null}
        errorMessage={message("paymentMethod")}
        options={methods.map((method) => ({
          value: method,
          label: t(METHOD_LABELS[method]),
          description: paysAtProvider(method)
            ? t("checkout.payment.method.provider.hint")
            : method === "sepa"
              ? t("checkout.payment.method.sepa.hint")
              : t("checkout.payment.method.invoice.hint"),
        }))}
      />
      {methods.includes("sepa") && sepaCreditor ? (
        <fieldset className={styles.sepa}>
          <legend className={styles.sepaTitle}>{t("checkout.payment.section.sepa")}</legend>
          <IbanField
            id={paymentForm.fieldId("iban")}
            brand={brand.slug}
            defaultValue={textOf(defaults, "iban")}
            error={message("iban")}
            checked={action ? action.ibanCheck : props.ibanCheck}
          />
          <TextField
            id={paymentForm.fieldId("accountHolder")}
            name="accountHolder"
            label={t(paymentForm.label("accountHolder"))}
            isRequired
            autoComplete="name"
            maxLength={SepaMandate.accountHolder.maxLength}
            defaultValue={textOf(defaults, "accountHolder")}
            errorMessage={message("accountHolder")}
          />
          <CheckboxField
            id={paymentForm.fieldId("mandate")}
            name="mandate"
            value="accepted"
            label={t("checkout.payment.field.mandate", { creditor: sepaCreditor.name })}
            description={
              <>
                {t("checkout.payment.mandate.creditor", {
                  creditor: sepaCreditor.name,
                  identifier: sepaCreditor.identifier,
                })}
                <br />
                {t("checkout.payment.mandate.reference")}
              </>
            }
            isRequired
            defaultSelected={textOf(defaults, "mandate") === "accepted"}
            errorMessage={message("mandate")}
          />
        </fieldset>
      ) : null}
      <StepNav step="payment" kind={kind} token={token} lang={lang} pending={navigation.state === "submitting"} />
    </Form>
  );
}
