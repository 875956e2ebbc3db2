import { type FormEvent, startTransition, useRef, useState } from "react";

/**
 * A form checks itself with its own rules before it posts: on submit (blocking the post while something is wrong)
 * and, once it has shown errors, on every change, so a fixed field clears at once. Until then the server's errors
 * show. `attempt` counts the submits, so the error summary takes focus again on each one.
 *
 * The errors render in a transition: the check and the block are immediate, the summary and each field's error come
 * a frame later, so the submit's own frame paints first (a failed submit on a long form spent most of its 200–300 ms
 * at 4× CPU slowdown in the synchronous render of its errors; docs/performance.md, "Interactions").
 */
export function useFormChecks<Errors extends object>(
  check: (form: HTMLFormElement) => Errors,
  serverErrors: Errors,
  /** What else a change does (the form's draft). */
  onDraftChange?: (event: FormEvent<HTMLFormElement>) => void,
) {
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Whether the browser's check is what the form shows, known at once (the state follows in the transition): a
  // change right after a failed submit checks again.
  const checking = useRef(false);
  /** Checks the form now (a submit, or a button that reviews before sending) and shows what it found. */
  const validate = (form: HTMLFormElement): Errors => {
    const found = check(form);
    // Nothing wrong in the browser: the server's answer (its field errors) is what the form shows next.
    const shown = Object.keys(found).length > 0 ? found : null;
    checking.current = shown !== null;
    startTransition(() => {
      setClientErrors(shown);
      setAttempt((n) => n + 1);
    });
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
    if (checking.current) setClientErrors(check(event.currentTarget));
  };
  return { errors: clientErrors ?? serverErrors, clientErrors, attempt, validate, onSubmit, onChange };
}
