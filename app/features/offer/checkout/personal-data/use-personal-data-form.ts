import { useCallback, useState } from "react";
import { valuesOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import {
  FIELD_LABELS,
  fieldId,
  PERSONAL_FIELDS,
  type PersonalErrors,
  type PersonalValues,
} from "./personal-data-fields";
import { type PersonalContext, parsePersonalData } from "./personal-data-schema";

/**
 * The browser side of the step: the same schema the action runs. Checks start with the first submit and then
 * follow every change; before that the server's errors (from a post) are shown.
 */
export function usePersonalDataForm(context: PersonalContext, serverErrors: PersonalErrors) {
  const [errors, setErrors] = useState<PersonalErrors | null>(null);
  const run = useCallback(
    (form: HTMLFormElement): PersonalErrors => {
      const result = parsePersonalData(valuesOf(new FormData(form)) as PersonalValues, context);
      return result.success ? {} : result.errors;
    },
    [context],
  );
  const onChange = useCallback(
    (form: HTMLFormElement) => setErrors((current) => (current ? run(form) : current)),
    [run],
  );
  const check = useCallback(
    (form: HTMLFormElement) => {
      const found = run(form);
      setErrors(found);
      return found;
    },
    [run],
  );
  // The candidate pick is the server's question; it stays until the next answer.
  const shown = errors ? { ...errors, addressCandidate: serverErrors.addressCandidate } : serverErrors;
  return { errors: shown, onChange, check };
}

/** The error summary's entries in form order: "<field label>: <problem>", each linking to its field. */
export function useSummaryEntries(errors: PersonalErrors) {
  const t = useT();
  return PERSONAL_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message: `${t(FIELD_LABELS[field])}: ${t(message)}` }] : [];
  });
}
