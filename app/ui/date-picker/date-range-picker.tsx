import { type DateValue, toCalendarDate } from "@internationalized/date";
import { type FocusEvent, Suspense, useId, useRef, useState } from "react";
import type { RangeCalendarState } from "react-aria-components/RangeCalendar";
import { useT } from "~/platform/i18n/i18n";
import { RequiredMarker } from "../fields/field-parts";
import fieldStyles from "../fields/fields.module.css";
import { useControllable } from "../hooks/use-controllable";
import { Icon } from "../icon/icon";
import { CalendarButton } from "./calendar-button";
import { clampToday } from "./date-picker";
import styles from "./date-picker.module.css";
import {
  boundsOf,
  checkRange,
  type DateProblem,
  type DateRangeValue,
  type DateRules,
  type InputProblem,
  type RangeProblem,
} from "./date-rules";
import { useDateText } from "./date-text-field";
import { LazyRangeCalendarOverlay } from "./lazy-overlay";
import { useProblemText } from "./use-problem-text";

export interface DateRangePickerProps extends DateRules {
  /** Goes onto the start input, so an error summary can link to it. */
  id?: string;
  /** The typed texts are posted under these names. */
  startName?: string;
  endName?: string;
  label: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** Called with every valid range (reversed ranges arrive swapped; partial ones only when allowed). */
  onChange?: (value: DateRangeValue | null) => void;
  /** A date that breaks a rule (date null: the text was no date). */
  onInvalidDate?: (date: DateValue | null, problem: DateProblem | InputProblem) => void;
  onInvalidSelect?: (range: DateRangeValue, problem: RangeProblem) => void;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const EMPTY: DateRangeValue = { start: null, end: null };

/** A date range: two typed dates and a range calendar; the range rules raise invalid-date or invalid-select. */
export function DateRangePicker(props: DateRangePickerProps) {
  const { id, label, description, errorMessage, isRequired, isDisabled } = props;
  const t = useT();
  const problemText = useProblemText(props);
  const [range, setRange] = useControllable<DateRangeValue>(props.value, props.defaultValue ?? EMPTY);
  const [isOpen, setOpen] = useControllable(props.isOpen, props.defaultOpen ?? false, props.onOpenChange);
  const [problem, setProblem] = useState<DateProblem | RangeProblem | InputProblem | null>(null);
  const calendarState = useRef<RangeCalendarState | null>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const ids = { label: useId(), description: useId(), error: useId() };
  const bounds = boundsOf(props);

  /** Checks a range; `final` raises the incomplete event (leaving the field, closing the calendar). */
  const commit = (next: DateRangeValue, final: boolean) => {
    const result = checkRange(next, props);
    if (result.ok) {
      setRange(result.value ?? EMPTY);
      setProblem(null);
      props.onChange?.(result.value);
      return;
    }
    setRange(next);
    if (result.event === "invalid-date") {
      setProblem(result.problem as DateProblem);
      props.onInvalidDate?.(result.date, result.problem as DateProblem);
    } else if (result.problem !== "incomplete" || final) {
      setProblem(result.problem);
      props.onInvalidSelect?.(next, result.problem);
    } else {
      setProblem(null);
    }
  };
  const unparsable = () => {
    const input: InputProblem = { reason: "unparsable" };
    setProblem(input);
    props.onInvalidDate?.(null, input);
  };

  const openChange = (open: boolean) => {
    // Closing with only a start date chosen in the calendar: a partial range, or the incomplete event.
    const anchor = calendarState.current?.anchorDate;
    if (!open && anchor) commit({ start: anchor, end: null }, true);
    setOpen(open);
  };

  const onLeave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (isOpen || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if ((range.start === null) !== (range.end === null)) commit(range, true);
  };

  const shownError = errorMessage ?? (problem ? problemText(problem) : undefined);
  const describedBy = [ids.description, shownError ? ids.error : ""].filter(Boolean).join(" ");
  const calendarValue =
    range.start && range.end ? { start: toCalendarDate(range.start), end: toCalendarDate(range.end) } : null;
  const inputProps = { isRequired, isDisabled, shownError, describedBy, label, onUnparsable: unparsable };

  return (
    <fieldset className={`${fieldStyles.fieldset} ${styles.picker}`} aria-labelledby={ids.label} onBlur={onLeave}>
      <legend id={ids.label} className={`${fieldStyles.label} ${fieldStyles.legend}`}>
        {label}
        {isRequired ? <RequiredMarker /> : null}
      </legend>
      <span id={ids.description} className={fieldStyles.description}>
        {description ? <span className={styles.line}>{description}</span> : null}
        <span className={styles.line}>{t("ui.datePicker.formatHint", { format: t("ui.datePicker.format") })}</span>
      </span>
      <div
        ref={rowRef}
        className={`${fieldStyles.control} ${fieldStyles.box} ${styles.rangeRow}`}
        data-invalid={shownError ? true : undefined}
      >
        <RangeInput
          {...inputProps}
          id={id}
          part="start"
          name={props.startName}
          value={range.start}
          onCommit={(start) => commit({ ...range, start }, false)}
        />
        <RangeInput
          {...inputProps}
          part="end"
          name={props.endName}
          value={range.end}
          onCommit={(end) => commit({ ...range, end }, false)}
        />
        <CalendarButton
          isOpen={isOpen}
          isDisabled={isDisabled}
          onPress={() => openChange(!isOpen)}
          describedBy={ids.label}
        />
      </div>
      {shownError ? (
        <span id={ids.error} className={fieldStyles.error}>
          <Icon name="error" size={18} className={fieldStyles.errorIcon} />
          <span>{shownError}</span>
        </span>
      ) : null}
      {isOpen ? (
        <Suspense fallback={null}>
          <LazyRangeCalendarOverlay
            isOpen
            onOpenChange={openChange}
            triggerRef={rowRef}
            label={label}
            rules={props}
            focusDate={clampToday(bounds)}
            value={calendarValue}
            stateRef={calendarState}
            onPick={(picked) => {
              commit(picked, true);
              // A complete pick closes directly: the calendar still holds its anchor until it re-renders.
              if (checkRange(picked, props).ok) setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}

interface RangeInputProps {
  id?: string;
  part: "start" | "end";
  name?: string;
  label: string;
  value: DateValue | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  shownError?: string;
  describedBy: string;
  onCommit: (value: DateValue | null) => void;
  onUnparsable: () => void;
}

/** One end of the range: "From" or "To", named with the range's label for screen readers. */
function RangeInput(props: RangeInputProps) {
  const t = useT();
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const { text, setText, commit } = useDateText(props.value, false, props.onCommit, props.onUnparsable);
  return (
    <span className={styles.rangePart}>
      <label htmlFor={id} className={styles.rangeLabel}>
        <span className="visually-hidden">{props.label} </span>
        {t(props.part === "start" ? "ui.datePicker.start" : "ui.datePicker.end")}
      </label>
      <input
        id={id}
        name={props.name}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
        autoComplete="off"
        placeholder={t("ui.datePicker.format")}
        required={props.isRequired}
        disabled={props.isDisabled}
        aria-invalid={props.shownError ? true : undefined}
        aria-describedby={props.describedBy}
        className={`${fieldStyles.bare} ${styles.rangeInput}`}
      />
    </span>
  );
}
