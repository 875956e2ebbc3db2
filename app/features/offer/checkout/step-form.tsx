import { type FormEvent, useState } from "react";
import { ErrorSummary, type FieldErrorEntry } from "~/ui/fields/error-summary";
import styles from "./step-form.module.css";

/**
 * A checkout step's form checks itself with the step's own rules before it posts: on submit (blocking the post
 * while something is wrong) and, once it has shown errors, on every change, so a fixed field clears at once.
 * `attempt` counts the submits, so the error summary takes focus again on each one.
 */
export function useStepFormCheck<E extends object>(
  check: (form: HTMLFormElement) => E,
  onDraftChange: (event: FormEvent<HTMLFormElement>) => void,
) {
  const [clientErrors, setClientErrors] = useState<E | null>(null);
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
    onDraftChange(event);
    if (clientErrors) setClientErrors(check(event.currentTarget));
  };
  return { clientErrors, attempt, onSubmit, onChange };
}

interface StepFormProblemsProps {
  /** The failed call's translated message, when the last post could not be saved. */
  failure: string | null;
  summary: readonly FieldErrorEntry[];
  title: string;
  focusKey: string;
}

/** The top of a step's form: what went wrong with the last post, then the fields to fix (error summary). */
export function StepFormProblems({ failure, summary, title, focusKey }: StepFormProblemsProps) {
  return (
    <>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <ErrorSummary errors={summary} title={title} focusKey={focusKey} />
    </>
  );
}
