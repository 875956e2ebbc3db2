import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { localizePath } from "~/platform/i18n/languages";
import { useCalendarDate } from "~/platform/i18n/use-calendar-date";
import { type CheckoutStep, stepPath } from "../steps";
import { maskDocumentNumber } from "./mask";
import styles from "./summary.module.css";
import type { SummaryPageData } from "./summary-data";
import type { SummaryErrors } from "./summary-schema";

type Fact = [label: string, value: ReactNode];

/** A date-only value ("1984-08-12") in the page's language, read as a calendar day (no time zone shift). */
function useDay() {
  const calendarDate = useCalendarDate();
  return (value: string | undefined) => (value ? calendarDate(value) : "");
}

function Part(props: {
  id: string;
  heading: string;
  changeLabel: string;
  to: string;
  facts: Fact[];
  error?: string | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section id={props.id} className={styles.section} aria-labelledby={`${props.id}-heading`} tabIndex={-1}>
      <div className={styles.sectionHead}>
        <h2 id={`${props.id}-heading`} className={styles.sectionHeading}>
          {props.heading}
        </h2>
        <Link to={props.to} className={styles.changeLink} aria-label={props.changeLabel}>
          {t("checkout.summary.change")}
        </Link>
      </div>
      <dl className={styles.facts}>
        {props.facts.map(([label, value]) => (
          <div key={label} className={styles.factRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {props.children}
      {props.error ? <p className={styles.fieldError}>{props.error}</p> : null}
    </section>
  );
}

/** Everything the customer entered, each part with a link back to its step (§ 312j BGB: check before ordering). */
export function SummaryDetails({ page, errors }: { page: SummaryPageData; errors: SummaryErrors }) {
  const t = useT();
  const day = useDay();
  const path = (step: CheckoutStep) => localizePath(stepPath(page.token, step), page.lang);
  const { customer } = page.summary;
  const personal = page.details?.personalData;
  const document = page.details?.identityDocument;
  const address = customer.address;
  const personalFacts: Fact[] = [
    [
      t("checkout.summary.field.name"),
      `${t(`checkout.summary.salutation.${customer.salutation}`)} ${customer.firstName} ${customer.lastName}`,
    ],
  ];
  if (personal?.birthDate) personalFacts.push([t("checkout.summary.field.birthDate"), day(personal.birthDate)]);
  personalFacts.push([
    t("checkout.summary.field.address"),
    <>
      {address.street} {address.houseNumber}
      {address.addition ? `, ${address.addition}` : ""}
      <br />
      {address.postalCode} {address.city}
    </>,
  ]);
  personalFacts.push([t("checkout.summary.field.email"), customer.email]);
  if (personal?.phoneNumber) personalFacts.push([t("checkout.summary.field.phone"), personal.phoneNumber]);
  const nationality = page.details?.nationalityName;
  if (nationality) personalFacts.push([t("checkout.summary.field.nationality"), nationality]);
  for (const fact of page.details?.otherFacts ?? []) personalFacts.push([t(fact.label), fact.value]);

  const paymentFacts: Fact[] = [
    [t("checkout.summary.field.method"), t(`checkout.summary.method.${page.payment.method}`)],
  ];
  if (page.payment.accountHolder)
    paymentFacts.push([t("checkout.summary.field.accountHolder"), page.payment.accountHolder]);
  if (page.payment.ibanMasked) paymentFacts.push([t("checkout.summary.field.iban"), page.payment.ibanMasked]);
  const viaProvider = page.payment.method === "creditCard" || page.payment.method === "paypal";

  return (
    <>
      <Part
        id="summary-personal"
        heading={t("checkout.summary.personal.heading")}
        changeLabel={t("checkout.summary.personal.changeLabel")}
        to={path("personalData")}
        facts={personalFacts}
      />
      {page.identityRequired && document ? (
        <Part
          id="summary-identity"
          heading={t("checkout.summary.identity.heading")}
          changeLabel={t("checkout.summary.identity.changeLabel")}
          to={path("identityData")}
          facts={[
            [t("checkout.summary.field.documentType"), t(`checkout.summary.document.${document.type}`)],
            [t("checkout.summary.field.documentNumber"), maskDocumentNumber(document.number)],
            ...(document.issuingAuthority
              ? [[t("checkout.summary.field.authority"), document.issuingAuthority] as Fact]
              : []),
            [t("checkout.summary.field.expiry"), day(document.expiryDate)],
          ]}
        />
      ) : null}
      <Part
        id="summary-payment"
        heading={t("checkout.summary.payment.heading")}
        changeLabel={t("checkout.summary.payment.changeLabel")}
        to={path("payment")}
        facts={paymentFacts}
        error={errors.payment ? t(errors.payment) : undefined}
      >
        {viaProvider ? <p className={styles.hint}>{t("checkout.summary.payment.provider")}</p> : null}
      </Part>
    </>
  );
}
