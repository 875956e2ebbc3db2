import type { PrefillData } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import styles from "./selfcare-summary.module.css";

/** The contract and customer behind the self-care link, for the customer to check (not editable). */
export function SelfcareSummary({ prefill }: { prefill: PrefillData }) {
  const t = useT();
  const { customer, contract } = prefill;
  return (
    <dl className={styles.facts} data-testid="selfcare-summary">
      <dt>{t("termination.selfcare.customer")}</dt>
      <dd>{`${customer.firstName} ${customer.lastName}`}</dd>
      {customer.customerNumber ? (
        <>
          <dt>{t("termination.selfcare.customerNumber")}</dt>
          <dd>{customer.customerNumber}</dd>
        </>
      ) : null}
      <dt>{t("termination.selfcare.contract")}</dt>
      <dd>{t(`termination.serviceType.${contract.serviceType}`)}</dd>
      <dt>{t("termination.selfcare.tariff")}</dt>
      <dd>{contract.tariffName}</dd>
      {contract.phoneNumber ? (
        <>
          <dt>{t("termination.selfcare.phoneNumber")}</dt>
          <dd>{contract.phoneNumber}</dd>
        </>
      ) : null}
      {contract.contractNumber ? (
        <>
          <dt>{t("termination.selfcare.contractNumber")}</dt>
          <dd>{contract.contractNumber}</dd>
        </>
      ) : null}
    </dl>
  );
}
