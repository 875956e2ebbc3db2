import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { changedSinceRendered } from "~/platform/forms/changed-since-rendered";
import { sameValues, valuesOf } from "~/platform/forms/form-values";
import { useFormChecks } from "~/platform/forms/use-form-checks";
import { type FieldErrors, KEPT_LISTS, type TerminationValues } from "./termination-schema";

/**
 * The browser side of a termination form: the form kit's checks on submit (`useFormChecks`, with the form's rules
 * as `errorsOf`) and the current values, which the parts that depend on choices follow (proof hint, date window).
 */
export function useTerminationForm(
  errorsOf: (values: TerminationValues) => FieldErrors,
  initial: TerminationValues,
  serverErrors: FieldErrors,
  onDraftChange: (event: FormEvent<HTMLFormElement>) => void,
  /** Values the form does not post but the rules read (the self-care link's service type). */
  fixed: TerminationValues = {},
) {
  const [values, setValues] = useState<TerminationValues>({ ...initial, ...fixed });
  const read = useCallback(
    (form: HTMLFormElement) => {
      const next = { ...(valuesOf(new FormData(form), Object.keys(KEPT_LISTS)) as TerminationValues), ...fixed };
      // The same values keep the state as it is: a submit reads the form again, and re-rendering the whole form for
      // nothing was most of the failed submit's urgent render (docs/performance.md, "Interactions").
      setValues((previous) => (sameValues(previous, next) ? previous : next));
      return next;
    },
    [fixed],
  );
  const checks = useFormChecks(
    useCallback((form: HTMLFormElement) => errorsOf(read(form)), [errorsOf, read]),
    serverErrors,
    (event) => {
      onDraftChange(event);
      read(event.currentTarget);
    },
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
    if (form && changedSinceRendered(form)) read(form);
  }, []);

  return { ...checks, formRef, values, read };
}
