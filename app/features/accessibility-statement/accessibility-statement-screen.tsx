import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { useCalendarDate } from "~/platform/i18n/use-calendar-date";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { Page } from "~/ui/layout/page";
import { PhoneLink } from "~/ui/phone-link/phone-link";
import styles from "./accessibility-statement.module.css";
import { ENFORCEMENT_AUTHORITY, STATEMENT_CREATED, STATEMENT_REVIEWED } from "./statement-facts";

/**
 * `/barrierefreiheit`: the brand's accessibility statement as the BFSG expects it (§ 14, Anlage 3): what the
 * service is, how far it conforms, what is known not to, where to report barriers (the brand's hotline from
 * the registry) and the enforcement procedure with the market surveillance authority.
 */
export function AccessibilityStatementScreen() {
  const t = useT();
  const brand = useBrand();
  const longDate = useCalendarDate();
  const openingHours = useOpeningHours();
  const section = (id: string, heading: string, children: React.ReactNode) => (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
  return (
    <Page title={t("a11yStatement.title")}>
      <div className={styles.body}>
        <p className={styles.intro}>{t("a11yStatement.intro", { brand: brand.displayName })}</p>
        {section("a11y-status", t("a11yStatement.status.heading"), <p>{t("a11yStatement.status.text")}</p>)}
        {section(
          "a11y-service",
          t("a11yStatement.service.heading"),
          <ul className={styles.list}>
            <li>{t("a11yStatement.service.keyboard")}</li>
            <li>{t("a11yStatement.service.errors")}</li>
            <li>{t("a11yStatement.service.zoom")}</li>
            <li>{t("a11yStatement.service.noScript")}</li>
          </ul>,
        )}
        {section(
          "a11y-limits",
          t("a11yStatement.limits.heading"),
          <ul className={styles.list}>
            <li>{t("a11yStatement.limits.combobox")}</li>
            <li>{t("a11yStatement.limits.loginLink")}</li>
            <li>{t("a11yStatement.limits.thirdParty")}</li>
            <li>{t("a11yStatement.limits.pdf")}</li>
          </ul>,
        )}
        {section(
          "a11y-feedback",
          t("a11yStatement.feedback.heading"),
          <p>
            <Trans
              id="a11yStatement.feedback.text"
              values={{
                hotline: (
                  <PhoneLink phoneNumber={brand.hotline.phoneNumber} displayNumber={brand.hotline.displayNumber} />
                ),
                hours: openingHours(brand.hotline.openingHours),
              }}
            />
            {/* In writing too, for whom a phone call is a barrier: the imprint names the brand's e-mail address. */}
            {brand.imprintUrl ? (
              <>
                {" "}
                <Trans
                  id="a11yStatement.feedback.written"
                  values={{ imprint: <a href={brand.imprintUrl}>{t("a11yStatement.feedback.imprint")}</a> }}
                />
              </>
            ) : null}
          </p>,
        )}
        {section(
          "a11y-enforcement",
          t("a11yStatement.enforcement.heading"),
          <>
            <p>{t("a11yStatement.enforcement.text")}</p>
            <address className={styles.address}>
              <span lang="de">{t("a11yStatement.enforcement.name")}</span>
              <br />
              <span lang="de">{t("a11yStatement.enforcement.careOf")}</span>
              <br />
              {t("a11yStatement.enforcement.postbox")}
              <br />
              {t("a11yStatement.enforcement.city")}
            </address>
            <ul className={styles.contact}>
              <li>
                <Trans
                  id="a11yStatement.enforcement.phone"
                  values={{
                    phone: (
                      <PhoneLink
                        phoneNumber={ENFORCEMENT_AUTHORITY.phoneNumber}
                        displayNumber={ENFORCEMENT_AUTHORITY.displayPhone}
                      />
                    ),
                  }}
                />
              </li>
              <li>
                <Trans
                  id="a11yStatement.enforcement.email"
                  values={{
                    email: <a href={`mailto:${ENFORCEMENT_AUTHORITY.email}`}>{ENFORCEMENT_AUTHORITY.email}</a>,
                  }}
                />
              </li>
              <li>
                <a href={ENFORCEMENT_AUTHORITY.website} hrefLang="de" rel="external">
                  {t("a11yStatement.enforcement.website")}
                </a>
              </li>
            </ul>
          </>,
        )}
        {section(
          "a11y-date",
          t("a11yStatement.date.heading"),
          <p>
            {t("a11yStatement.date.text", {
              created: longDate(STATEMENT_CREATED),
              reviewed: longDate(STATEMENT_REVIEWED),
            })}
          </p>,
        )}
      </div>
    </Page>
  );
}
