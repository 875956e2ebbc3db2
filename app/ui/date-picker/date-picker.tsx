import {
  type CalendarDate,
  type DateValue,
  getLocalTimeZone,
  toCalendarDate,
  toCalendarDateTime,
  today,
} from "@internationalized/date";
import { Suspense, useId, useRef } from "react";
import { useProblemAfterRelease } from "../hooks/after-pointer-release";
import { useControllable } from "../hooks/use-controllable";
import { CalendarButton } from "./calendar-button";
import styles from "./date-picker.module.css";
import {
  boundsOf,
  checkDate,
  type DateProblem,
  type DateRules,
  type InputProblem,
  type TimeProblem,
} from "./date-rules";
import { DateTextField } from "./date-text-field";
import { LazySingleCalendarOverlay } from "./lazy-overlay";
import { useProblemText } from "./use-problem-text";

export type DatePickerProblem = DateProblem | TimeProblem | InputProblem;

export interface DatePickerProps extends DateRules {
  /** Goes onto the input, so an error summary can link to it. */
  id?: string;
  /** The typed text is posted under this name (parse it on the server with parseDateText). */
  name?: string;
  label: string;
  description?: string;
  /** A server or form error; shown instead of the picker's own rule message. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoComplete?: string;
  value?: DateValue | null;
  defaultValue?: DateValue | null;
  /** Called with every valid pick (and null when cleared). */
  onChange?: (value: DateValue | null) => void;
  /** Called when a typed or picked date breaks a rule (date null: the text was no date); the field says why. */
  onInvalidDate?: (date: DateValue | null, problem: DatePickerProblem) => void;
  /** Date and time: the text takes "hh:mm" too, the calendar gets a time overlay. */
  withTime?: boolean;
  /** Minutes between the time overlay's slots (default 30). */
  timeStep?: number;
  /** The calendar menu, open or closed (controlled); or `defaultOpen` to leave it to the picker. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A date (or date-time) field with a calendar: month, year and time overlays, all of the rule set, mobile sheet. */
export function DatePicker(props: DatePickerProps) {
  const { id, name, label, description, errorMessage, isRequired, isDisabled, withTime, timeStep = 30 } = props;
  const problemText = useProblemText(props);
  const [rawValue, setValue] = useControllable<DateValue | null>(props.value, props.defaultValue ?? null);
  // A date-time picker shows hour and minute even for a value given as a plain date.
  const value = withTime && rawValue && !("hour" in rawValue) ? toCalendarDateTime(rawValue) : rawValue;
  const [isOpen, setOpen] = useControllable(props.isOpen, props.defaultOpen ?? false, props.onOpenChange);
  // A problem found on blur shows once a press that caused the blur (on the submit button, say) is released, so
  // that the message does not push the button away before the click lands.
  const [problem, showProblem] = useProblemAfterRelease<DatePickerProblem>();
  const rowRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const bounds = boundsOf(props);

  const commit = (next: DateValue | null) => {
    setValue(next);
    const result = checkDate(next, props);
    if (result.ok) {
      showProblem(null);
      props.onChange?.(result.value);
    } else if (result.event === "invalid-date") {
      showProblem(result.problem);
      props.onInvalidDate?.(result.date, result.problem);
    }
  };
  const unparsable = () => {
    const problem: InputProblem = { reason: "unparsable" };
    showProblem(problem);
    props.onInvalidDate?.(null, problem);
  };

  const shownError = errorMessage ?? (problem ? problemText(problem) : undefined);
  const selectedTime = value && "hour" in value ? { hour: value.hour, minute: value.minute } : null;

  return (
    <div className={styles.picker}>
      <DateTextField
        id={id}
        name={name}
        label={label}
        description={description}
        error={shownError}
        isRequired={isRequired}
        isDisabled={isDisabled}
        withTime={withTime}
        autoComplete={props.autoComplete}
        value={value}
        onCommit={commit}
        onUnparsable={unparsable}
        rowRef={rowRef}
        labelId={labelId}
        trailing={
          <CalendarButton
            isOpen={isOpen}
            isDisabled={isDisabled}
            onPress={() => setOpen(!isOpen)}
            describedBy={labelId}
          />
        }
      />
      {isOpen ? (
        <Suspense fallback={null}>
          <LazySingleCalendarOverlay
            isOpen
            onOpenChange={setOpen}
            triggerRef={rowRef}
            label={label}
            rules={props}
            focusDate={clampToday(bounds)}
            value={value ? toCalendarDate(value) : null}
            time={withTime ? { selected: selectedTime, step: timeStep } : undefined}
            onCommit={(next) => {
              commit(next);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Today, or the nearest selectable day when today is outside the bounds. */
export function clampToday(bounds: { min: CalendarDate; max: CalendarDate }): CalendarDate {
  const now = today(getLocalTimeZone());
  if (now.compare(bounds.min) < 0) return bounds.min;
  if (now.compare(bounds.max) > 0) return bounds.max;
  return now;
}
