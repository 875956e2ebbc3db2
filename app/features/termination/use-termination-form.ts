import type { Values } from "@lingui/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { changedSinceRendered } from "~/platform/forms/changed-since-rendered";
import { valuesOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { FIELD_LABELS, fieldId } from "./field-labels";
import { LIST_FIELDS } from "./list-fields";
import type { FieldErrors } from "./termination-reply";
import { validateTermination } from "./termination-schema";
import {
  type FieldIssue,
  TERMINATION_FIELDS,
  type TerminationValues,
  type ValidationContext,
} from "./termination-validation";

/** The form's values as the rules read them. */
export function readTerminationValues(form: HTMLFormElement): TerminationValues {
  return valuesOf(new FormData(form), LIST_FIELDS) as TerminationValues;
}

export function errorsOf(issues: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.field] ??= issue.message;
  return errors;
}

/** Errors in form order, for the error summary. */
export function orderedErrors(errors: FieldErrors) {
  return TERMINATION_FIELDS.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));
}

/**
 * The browser side of the form: current values (for the parts that depend on choices) and the same checks
 * the server runs. Checks start with the first submit and then follow every change; before that the
 * server's errors (from a post) are shown.
 */
export function useTerminationForm(
  context: ValidationContext,
  initial: TerminationValues,
  serverErrors: FieldErrors,
  validate: (values: TerminationValues, context: ValidationContext) => FieldIssue[] = validateTermination,
  /** Values the form does not post but the rules read (the self-care link's service type). */
  fixed: TerminationValues = {},
) {
  const [values, setValues] = useState<TerminationValues>({ ...initial, ...fixed });
  const [issues, setIssues] = useState<FieldIssue[] | null>(null);

  const onChange = useCallback(
    (form: HTMLFormElement) => {
      const next = { ...readTerminationValues(form), ...fixed };
      setValues(next);
      setIssues((current) => (current ? validate(next, context) : current));
    },
    [context, validate, fixed],
  );

  /**
   * What the customer typed or chose before the page hydrated is in the form but not in the state: taken over once
   * after hydration, so the parts that depend on it (proof hint, date window) show and nothing typed is lost. A form
   * nobody touched yet is left alone: no extra render on every page load. The form element takes `formRef`.
   */
  const formRef = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const form = formRef.current;
    if (form && changedSinceRendered(form)) setValues({ ...readTerminationValues(form), ...fixed });
  }, []);

  const check = useCallback(
    (form: HTMLFormElement) => {
      const next = { ...readTerminationValues(form), ...fixed };
      const found = validate(next, context);
      setValues(next);
      setIssues(found);
      return { values: next, issues: found };
    },
    [context, validate, fixed],
  );

  return { formRef, values, errors: issues ? errorsOf(issues) : serverErrors, onChange, check };
}

/** The error summary's entries: "<field label>: <problem>", each linking to its field. */
export function useSummaryEntries(errors: FieldErrors, params: Values) {
  const t = useT();
  return orderedErrors(errors).map(({ field, message }) => ({
    fieldId: fieldId(field),
    message: `${t(FIELD_LABELS[field])}: ${t(message, params)}`,
  }));
}
