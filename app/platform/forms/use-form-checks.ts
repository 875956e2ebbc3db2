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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(event.currentTarget);
    const blocked = Object.keys(found).length > 0;
    // Nothing wrong in the browser: the server's answer (its field errors) is what the form shows next.
    setClientErrors(blocked ? found : null);
    setAttempt((n) => n + 1);
    if (blocked) event.preventDefault();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    onDraftChange?.(event);
    if (clientErrors) setClientErrors(check(event.currentTarget));
  };
  return { errors: clientErrors ?? serverErrors, clientErrors, attempt, onSubmit, onChange };
}
