import { useEffect, useRef } from "react";
import type { Address } from "~/platform/api/types";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { RadioGroupField } from "~/ui/fields/radio-group-field";
import styles from "./personal-data.module.css";
import type { PersonalActionData } from "./personal-data-reply";
import { personalForm } from "./personal-data-schema";

type Review = Extract<PersonalActionData, { status: "corrected" | "choice" }>;

/** One line of an address, as the customer reads it on a letter. */
export function addressLine(address: Address): string {
  const addition = address.addition ? `, ${address.addition}` : "";
  return `${address.street} ${address.houseNumber}${addition}, ${address.postalCode} ${address.city}`;
}

/**
 * The address validation's answer inside the form: a correction (what changed) to accept with one button or to
 * edit in the fields, or several candidates to pick from. Takes focus when it appears, so keyboard and screen
 * reader users land on it.
 */
export function AddressReview({ review, typed }: { review: Review; typed: EchoedValues }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  // A missing pick goes to the error summary instead.
  const quiet = review.status === "choice" && Object.keys(review.errors).length > 0;
  useEffect(() => {
    if (review && !quiet) ref.current?.focus();
  }, [review, quiet]);
  const titleId = `personal-review-${review.status}`;
  return (
    <section ref={ref} tabIndex={-1} className={styles.review} aria-labelledby={titleId}>
      {review.status === "corrected" ? (
        <>
          <h2 id={titleId}>{t("checkout.personal.corrected.title")}</h2>
          <p>{t("checkout.personal.corrected.text")}</p>
          <ul>
            {review.corrections.map((field) => (
              <li key={field}>
                {t("checkout.personal.corrected.change", {
                  field: t(personalForm.label(field)),
                  corrected: review.address[field],
                  typed: textOf(typed, field) ?? "",
                })}
              </li>
            ))}
          </ul>
          <p>{addressLine(review.address)}</p>
          <div className={styles.reviewActions}>
            <Button type="submit" name="intent" value="acceptCorrection">
              {t("checkout.personal.corrected.accept")}
            </Button>
            <a href={`#${personalForm.fieldId("street")}`}>{t("checkout.personal.corrected.edit")}</a>
          </div>
        </>
      ) : (
        <>
          <h2 id={titleId}>{t("checkout.personal.choice.title")}</h2>
          <p>{t("checkout.personal.choice.text")}</p>
          <RadioGroupField
            id={personalForm.fieldId("addressCandidate")}
            name="addressCandidate"
            label={t("checkout.personal.field.addressCandidate")}
            isRequired
            errorMessage={review.errors.addressCandidate && t(review.errors.addressCandidate)}
            options={review.candidates.map((candidate, index) => ({
              value: String(index),
              label: addressLine(candidate),
            }))}
          />
          <div className={styles.reviewActions}>
            <Button type="submit" name="intent" value="chooseCandidate">
              {t("checkout.personal.choice.submit")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
