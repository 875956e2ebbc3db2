import { type ReactNode, useRef } from "react";
import { Button as AriaButton } from "react-aria-components/Button";
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from "react-aria-components/Calendar";
import { useFormat, useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import { type CalendarView, MonthView, TimeView, YearView } from "./calendar-views";
import styles from "./date-picker.module.css";
import { boundsOf, type DateRules, type TimeOfDay } from "./date-rules";
import { formatTime } from "./problem-message";
import { useAnyCalendarState } from "./use-calendar-state";
import { useMonthGestures } from "./use-month-gestures";

export type { CalendarView } from "./calendar-views";

interface CalendarPanelProps {
  rules: DateRules;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** Date-time pickers: the time overlay and its current value. */
  time?: { selected: TimeOfDay | null; step: number; onPick: (time: TimeOfDay) => void };
  footer?: ReactNode;
}

/** Everything inside a Calendar or RangeCalendar: month navigation, the day grid and the month/year/time overlays. */
export function CalendarPanel({ rules, view, onViewChange, time, footer }: CalendarPanelProps) {
  const t = useT();
  const { locale } = useFormat();
  const state = useAnyCalendarState();
  const bounds = boundsOf(rules);
  const month = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(
    Date.UTC(2000, state.focusedDate.month - 1, 15),
  );
  const toggle = (target: CalendarView) => onViewChange(view === target ? "days" : target);
  const backToDays = () => {
    onViewChange("days");
    state.setFocused(true);
  };
  return (
    <div className={styles.panel} data-view={view}>
      <div className={styles.header}>
        <AriaButton slot="previous" className={styles.iconButton} aria-label={t("ui.datePicker.previousMonth")}>
          <Icon name="chevron-left" size={20} />
        </AriaButton>
        <div className={styles.switches}>
          <AriaButton
            slot={null}
            className={styles.switch}
            onPress={() => toggle("months")}
            aria-expanded={view === "months"}
          >
            <span className="visually-hidden">{t("ui.datePicker.chooseMonth")} </span>
            {month}
          </AriaButton>
          <AriaButton
            slot={null}
            className={styles.switch}
            onPress={() => toggle("years")}
            aria-expanded={view === "years"}
          >
            <span className="visually-hidden">{t("ui.datePicker.chooseYear")} </span>
            {String(state.focusedDate.year)}
          </AriaButton>
          {time ? (
            <AriaButton
              slot={null}
              className={styles.switch}
              onPress={() => toggle("time")}
              aria-expanded={view === "time"}
            >
              <Icon name="clock" size={18} />
              <span className="visually-hidden">{t("ui.datePicker.chooseTime")} </span>
              {time.selected ? formatTime(time.selected) : t("ui.datePicker.noTime")}
            </AriaButton>
          ) : null}
        </div>
        <AriaButton slot="next" className={styles.iconButton} aria-label={t("ui.datePicker.nextMonth")}>
          <Icon name="chevron-right" size={20} />
        </AriaButton>
      </div>
      {view === "days" ? <DayGrid /> : null}
      {view === "months" ? <MonthView bounds={bounds} onDone={backToDays} /> : null}
      {view === "years" ? <YearView bounds={bounds} onDone={backToDays} /> : null}
      {view === "time" && time ? (
        <TimeView rules={rules} step={time.step} selected={time.selected} onPick={time.onPick} onBack={backToDays} />
      ) : null}
      {footer}
    </div>
  );
}

function DayGrid() {
  const ref = useRef<HTMLDivElement>(null);
  useMonthGestures(ref);
  return (
    <div ref={ref} className={styles.gridBox}>
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </div>
  );
}
