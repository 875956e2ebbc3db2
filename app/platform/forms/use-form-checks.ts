import { type FormEvent, useState } from "react";

/**
 * A form checks itself with its own rules before it posts: on submit (blocking the post while something is wrong)
 * and, once it has shown errors, on every change, so a fixed field clears at once. Until then the server's errors
 * show. `attempt` counts the submits, so the error summary takes focus again on each one.
 */
export function useFormChecks<Errors extends object>(
  check: (form: HTMLFormElement) => Errors,
  serverErrors: Errors,
  /** What else a change does (the form's draft). */
  onDraftChange?: (event: FormEvent<HTMLFormElement>) => void,
) {
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Checks the form now (a submit, or a button that reviews before sending) and shows what it found. */
  const validate = (form: HTMLFormElement): Errors => {
    const found = check(form);
    // Nothing wrong in the browser: the server's answer (its field errors) is what the form shows next.
    setClientErrors(Object.keys(found).length > 0 ? found : null);
    setAttempt((n) => n + 1);
    return found;
  };
  /** Blocks the post while something is wrong; returns what was found, for a form that says more about it. */
  const onSubmit = (event: FormEvent<HTMLFormElement>): Errors => {
    const found = validate(event.currentTarget);
    if (Object.keys(found).length > 0) event.preventDefault();
    return found;
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    onDraftChange?.(event);
    if (clientErrors) setClientErrors(check(event.currentTarget));
  };
  return { errors: clientErrors ?? serverErrors, clientErrors, attempt, validate, onSubmit, onChange };
}
