import { useRef, useState } from "react";
import { SepaMandate } from "~/platform/api/contract-rules";
import type { BrandSlug } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { TextField } from "~/ui/fields/text-field";
import type { CheckoutPaymentMessageKey as Message } from "../../messages/checkout-payment-de";
import type { IbanCheck } from "./payment.server";
import styles from "./payment-form.module.css";
import { IBAN_FORMAT, normaliseIban } from "./payment-schema";

interface Props {
  id: string;
  brand: BrandSlug;
  defaultValue: string | undefined;
  /** The form's or the server's problem with the IBAN. */
  error: string | undefined;
  /** The backend's word on the IBAN the server saw (a saved choice, a post that failed elsewhere). */
  checked: IbanCheck | null;
}

/**
 * The IBAN: a plain text field (posted and checked by the action, also without JavaScript). With JavaScript
 * it is checked with the backend when the customer leaves it, which shows the IBAN in groups of four and the
 * bank. autocomplete="off": no autofill token exists for an IBAN, and the browser's form history is a storage
 * the IBAN must not reach.
 */
export function IbanField({ id, brand, defaultValue, error, checked }: Props) {
  const t = useT();
  const [check, setCheck] = useState<{ text: string; result: IbanCheck | null; problem: Message | null } | null>(null);
  const onBlur = async (text: string) => {
    const iban = normaliseIban(text);
    if (!IBAN_FORMAT.test(iban) || iban === check?.text) return;
    // A check that cannot run (its module did not load) is no verdict either: the action checks when sent.
    const { result, invalid } = await import("./iban-check").then(
      ({ checkIban }) => checkIban(brand, iban),
      () => ({ result: null, invalid: false }),
    );
    setCheck({ text: iban, result, problem: invalid ? "checkout.payment.error.iban" : null });
  };
  const typed = useRef(defaultValue ?? "");
  const shown = check ? check.result : checked;
  const problem = check?.problem ? t(check.problem) : error;
  return (
    <div className={styles.iban}>
      <TextField
        id={id}
        name="iban"
        label={t("checkout.payment.field.iban")}
        description={t("checkout.payment.field.iban.hint")}
        isRequired
        autoComplete="off"
        maxLength={SepaMandate.iban.maxLength}
        defaultValue={defaultValue}
        onBlur={() => void onBlur(typed.current)}
        onChange={(value) => {
          typed.current = value;
          setCheck((current) => (current?.problem ? null : current));
        }}
        errorMessage={problem}
      />
      <p role="status" className={styles.ibanCheck}>
        {shown && !problem
          ? shown.bankName
            ? t("checkout.payment.iban.checkedBank", { iban: shown.ibanFormatted, bank: shown.bankName })
            : t("checkout.payment.iban.checked", { iban: shown.ibanFormatted })
          : null}
      </p>
    </div>
  );
}
