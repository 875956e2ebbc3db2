import { type CalendarDate, CalendarDateTime, type DateValue } from "@internationalized/date";
import { type RefObject, useContext, useEffect, useState } from "react";
import { Button as AriaButton } from "react-aria-components/Button";
import { Calendar } from "react-aria-components/Calendar";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { RangeCalendar, type RangeCalendarState, RangeCalendarStateContext } from "react-aria-components/RangeCalendar";
import { useFormat, useT } from "~/platform/i18n/i18n";
import { CalendarPanel, type CalendarView } from "./calendar-panel";
import styles from "./date-picker.module.css";
import { boundsOf, type DateRangeValue, type DateRules, isDateUnavailable, type TimeOfDay } from "./date-rules";
import { PickerOverlay } from "./picker-overlay";

/**
 * The calendar layer of the date pickers. Loaded on first use (React.lazy), so a page with a date field ships the
 * calendar, its overlays and its positioning code only when someone opens it.
 */
interface OverlayBase {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  label: string;
  rules: DateRules;
  focusDate: CalendarDate;
}

interface SingleOverlayProps extends OverlayBase {
  value: CalendarDate | null;
  /** Date-time pickers: a date pick leads to the time overlay. */
  time?: { selected: TimeOfDay | null; step: number };
  onCommit: (value: DateValue) => void;
}

export function SingleCalendarOverlay({
  isOpen,
  onOpenChange,
  triggerRef,
  label,
  rules,
  focusDate,
  value,
  time,
  onCommit,
}: SingleOverlayProps) {
  const { locale } = useFormat();
  const [view, setView] = useState<CalendarView>("days");
  const [pending, setPending] = useState<CalendarDate | null>(null);
  const bounds = boundsOf(rules);
  const pickDate = (date: CalendarDate) => {
    if (!time) return onCommit(date);
    setPending(date);
    setView("time");
  };
  const pickTime = ({ hour, minute }: TimeOfDay) => {
    const date = pending ?? value ?? focusDate;
    onCommit(new CalendarDateTime(date.year, date.month, date.day, hour, minute));
  };
  return (
    <I18nProvider locale={locale}>
      <PickerOverlay isOpen={isOpen} onOpenChange={onOpenChange} triggerRef={triggerRef} label={label}>
        <Calendar
          aria-label={label}
          value={pending ?? value}
          onChange={pickDate}
          minValue={bounds.min}
          maxValue={bounds.max}
          isDateUnavailable={(date) => isDateUnavailable(date, rules)}
          defaultFocusedValue={value ?? focusDate}
          autoFocus
          className={styles.calendar}
        >
          <CalendarPanel
            rules={rules}
            view={view}
            onViewChange={setView}
            time={time ? { selected: time.selected, step: time.step, onPick: pickTime } : undefined}
          />
        </Calendar>
      </PickerOverlay>
    </I18nProvider>
  );
}

interface RangeOverlayProps extends OverlayBase {
  value: { start: CalendarDate; end: CalendarDate } | null;
  onPick: (range: DateRangeValue) => void;
  /** Receives the calendar state, so the picker can read a lone start date when the calendar closes. */
  stateRef: { current: RangeCalendarState | null };
}

export function RangeCalendarOverlay(props: RangeOverlayProps) {
  const { isOpen, onOpenChange, triggerRef, label, rules, focusDate, value, onPick, stateRef } = props;
  const { locale } = useFormat();
  const [view, setView] = useState<CalendarView>("days");
  const bounds = boundsOf(rules);
  return (
    <I18nProvider locale={locale}>
      <PickerOverlay isOpen={isOpen} onOpenChange={onOpenChange} triggerRef={triggerRef} label={label}>
        <RangeCalendar
          aria-label={label}
          value={value}
          onChange={onPick}
          minValue={bounds.min}
          maxValue={bounds.max}
          isDateUnavailable={(date) => isDateUnavailable(date, rules)}
          allowsNonContiguousRanges={!rules.noDisabledRange}
          defaultFocusedValue={value?.start ?? focusDate}
          autoFocus
          className={styles.calendar}
          data-range=""
        >
          <StateBridge target={stateRef} />
          <CalendarPanel
            rules={rules}
            view={view}
            onViewChange={setView}
            footer={<RangeFooter allowPartial={rules.allowPartialRange} onApply={() => onOpenChange(false)} />}
          />
        </RangeCalendar>
      </PickerOverlay>
    </I18nProvider>
  );
}

/** Exposes the range calendar's state (its anchor date = a chosen start without end) to the picker. */
function StateBridge({ target }: { target: { current: RangeCalendarState | null } }) {
  const state = useContext(RangeCalendarStateContext);
  useEffect(() => {
    target.current = state;
    return () => {
      target.current = null;
    };
  });
  return null;
}

function RangeFooter({ allowPartial, onApply }: { allowPartial?: boolean; onApply: () => void }) {
  const t = useT();
  const state = useContext(RangeCalendarStateContext);
  const anchor = state?.anchorDate ?? null;
  return (
    <div className={styles.footer}>
      <p className={styles.hint} aria-live="polite">
        {anchor ? t("ui.datePicker.pickEnd") : ""}
      </p>
      {allowPartial && anchor ? (
        <AriaButton slot={null} className={styles.switch} onPress={onApply}>
          {t("ui.datePicker.apply")}
        </AriaButton>
      ) : null}
    </div>
  );
}
