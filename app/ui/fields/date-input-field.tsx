import type { DateValue } from "@internationalized/date";
import {
  checkDate,
  type DateProblem,
  type DateRules,
  type InputProblem,
  type TimeProblem,
} from "../date-picker/date-rules";
import { DateTextField } from "../date-picker/date-text-field";
import { useProblemText } from "../date-picker/use-problem-text";
import { useProblemAfterRelease } from "../hooks/after-pointer-release";
import { useControllable } from "../hooks/use-controllable";
import type { FieldBaseProps } from "./field-parts";

interface DateInputFieldProps extends FieldBaseProps, Pick<DateRules, "minDate" | "maxDate" | "yearRange"> {
  label: string;
  description?: string;
  value?: DateValue | null;
  defaultValue?: DateValue | null;
  /** Called with each valid date the user enters (null when cleared). */
  onChange?: (value: DateValue | null) => void;
  withTime?: boolean;
  /** e.g. "bday" for a date of birth, so browsers can fill it in. */
  autoComplete?: string;
}

/** A typed date without a calendar (e.g. a date of birth): checked against min, max and year range on leaving. */
export function DateInputField(props: DateInputFieldProps) {
  const { errorMessage, withTime = false } = props;
  const problemText = useProblemText(props);
  const [value, setValue] = useControllable<DateValue | null>(props.value, props.defaultValue ?? null);
  // As in the date picker: a problem found on leaving shows once the press that left the field is released.
  const [problem, showProblem] = useProblemAfterRelease<DateProblem | TimeProblem | InputProblem>();
  const commit = (next: DateValue | null) => {
    setValue(next);
    const result = checkDate(next, props);
    showProblem(result.ok ? null : toProblem(result));
    if (result.ok) props.onChange?.(result.value);
  };
  const unparsable: InputProblem = { reason: "unparsable" };
  return (
    <DateTextField
      id={props.id}
      name={props.name}
      label={props.label}
      description={props.description}
      error={errorMessage ?? (problem ? problemText(problem) : undefined)}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      withTime={withTime}
      autoComplete={props.autoComplete}
      value={value}
      onCommit={commit}
      onUnparsable={() => showProblem(unparsable)}
    />
  );
}

function toProblem(result: ReturnType<typeof checkDate>) {
  return result.ok || result.event !== "invalid-date" ? null : result.problem;
}
