import type { TerminationConfig } from "~/platform/api/types";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { FileUpload } from "~/ui/fields/file-upload";
import { NativeSelectField } from "~/ui/fields/native-select-field";
import { RadioGroupField } from "~/ui/fields/radio-group-field";
import styles from "./termination-form.module.css";
import { reasonNeedsProof, selectableReasons } from "./termination-rules";
import type { FieldErrors, TerminationValues } from "./termination-schema";
import { terminationForm } from "./termination-schema";

interface Props {
  config: TerminationConfig;
  values: TerminationValues;
  defaults: EchoedValues;
  errors: FieldErrors;
  /** Without JavaScript every conditional field shows, since nothing can reveal it later. */
  enhanced: boolean;
  uploadedNames: string[];
}

/** Which contract: the service type. */
export function ServiceTypeSection({ config, defaults, errors }: Pick<Props, "config" | "defaults" | "errors">) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="termination-contract">
      <h2 id="termination-contract" className={styles.sectionTitle}>
        {t("termination.section.contract")}
      </h2>
      <RadioGroupField
        id={terminationForm.fieldId("serviceType")}
        name="serviceType"
        label={t("termination.field.serviceType")}
        isRequired
        defaultValue={
          textOf(defaults, "serviceType") ?? (config.serviceTypes.length === 1 ? config.serviceTypes[0]?.id : undefined)
        }
        errorMessage={errors.serviceType && t(errors.serviceType)}
        options={config.serviceTypes.map((s) => ({ value: s.id, label: t(`termination.serviceType.${s.id}`) }))}
      />
    </section>
  );
}

/** How: regular or extraordinary, the reason and, where the reason asks for one, the offer of a proof (never required). */
export function CancellationSection({ config, values, defaults, errors, enhanced, uploadedNames }: Props) {
  const t = useT();
  const special = values.cancellationType === "Special";
  const showReason = !enhanced || special;
  const showProof = !enhanced || (special && reasonNeedsProof(config, values.reason));
  const maxMb = Math.round(config.upload.maxBytes / (1024 * 1024));
  return (
    <section className={styles.section} aria-labelledby="termination-type">
      <h2 id="termination-type" className={styles.sectionTitle}>
        {t("termination.section.type")}
      </h2>
      <RadioGroupField
        id={terminationForm.fieldId("cancellationType")}
        name="cancellationType"
        label={t("termination.field.cancellationType")}
        isRequired
        defaultValue={textOf(defaults, "cancellationType")}
        errorMessage={errors.cancellationType && t(errors.cancellationType)}
        options={config.cancellationTypes
          .filter((type) => type !== "None")
          .map((type) => ({
            value: type,
            label: t(`termination.cancellationType.${type}`),
            description: t(`termination.cancellationType.${type}.hint`),
          }))}
      />
      {/* Without JavaScript, CSS shows the reason and the proof once the choices call for them. */}
      <div className={styles.whenSpecial}>
        {showReason ? (
          <NativeSelectField
            id={terminationForm.fieldId("reason")}
            name="reason"
            label={t("termination.field.reason")}
            isRequired={enhanced}
            markRequired
            placeholder={t("termination.reason.choose")}
            defaultValue={textOf(defaults, "reason") ?? ""}
            errorMessage={errors.reason && t(errors.reason)}
            options={selectableReasons(config).map((r) => ({
              id: r.id,
              label: t(`termination.reason.${r.id}`),
              marker: r.proofRequired ? "proof" : undefined,
            }))}
          />
        ) : null}
      </div>
      <div className={styles.whenProof}>
        {showProof ? <p className={styles.note}>{t("termination.proof.later")}</p> : null}
        {showProof ? (
          <FileUpload
            id={terminationForm.fieldId("proof")}
            name="proof"
            label={t("termination.field.proof")}
            description={t("termination.field.proof.hint", { maxMb })}
            accept={config.upload.contentTypes}
            maxSizeMb={maxMb}
            errorMessage={errors.proof && t(errors.proof, { maxMb })}
          />
        ) : null}
      </div>
      {uploadedNames.length > 0 ? (
        <p className={styles.note}>{t("termination.proof.uploaded", { names: uploadedNames.join(", ") })}</p>
      ) : null}
    </section>
  );
}
