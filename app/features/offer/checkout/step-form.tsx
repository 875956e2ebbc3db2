import { ErrorSummary, type FieldErrorEntry } from "~/ui/fields/error-summary";
import styles from "./step-form.module.css";

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
