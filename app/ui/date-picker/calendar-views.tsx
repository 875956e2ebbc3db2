import { useFormat, useT } from "~/platform/i18n/i18n";
import { monthOptions, timeSlots, yearOptions } from "./calendar-options";
import { ChoiceGrid } from "./choice-grid";
import type { DateRules, TimeOfDay } from "./date-rules";
import { formatTime } from "./problem-message";
import { useAnyCalendarState } from "./use-calendar-state";

export type CalendarView = "days" | "months" | "years" | "time";

type Bounds = Parameters<typeof yearOptions>[0];

/** The month overlay: months of the shown year; months wholly outside the bounds cannot be chosen. */
export function MonthView({ bounds, onDone }: { bounds: Bounds; onDone: () => void }) {
  const t = useT();
  const { locale } = useFormat();
  const state = useAnyCalendarState();
  const names = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const choices = monthOptions(state.focusedDate, bounds).map((option) => ({
    key: String(option.value),
    label: names.format(Date.UTC(2000, option.value - 1, 15)),
    isDisabled: option.isDisabled,
  }));
  return (
    <ChoiceGrid
      label={t("ui.datePicker.months")}
      choices={choices}
      selectedKey={String(state.focusedDate.month)}
      columns={3}
      onBack={onDone}
      onChoose={(key) => {
        state.setFocusedDate(state.focusedDate.set({ month: Number(key) }));
        onDone();
      }}
    />
  );
}

/** The year overlay: every year of the year range (default 1900-2100) within the bounds. */
export function YearView({ bounds, onDone }: { bounds: Bounds; onDone: () => void }) {
  const t = useT();
  const state = useAnyCalendarState();
  const choices = yearOptions(bounds).map((year) => ({ key: String(year), label: String(year) }));
  return (
    <ChoiceGrid
      label={t("ui.datePicker.years")}
      choices={choices}
      selectedKey={String(state.focusedDate.year)}
      columns={4}
      onBack={onDone}
      onChoose={(key) => {
        state.setFocusedDate(state.focusedDate.set({ year: Number(key) }));
        onDone();
      }}
    />
  );
}

interface TimeViewProps {
  rules: DateRules;
  step: number;
  selected: TimeOfDay | null;
  onPick: (time: TimeOfDay) => void;
  onBack: () => void;
}

/** The time overlay: slots of the day; refused times stay visible but cannot be chosen. */
export function TimeView({ rules, step, selected, onPick, onBack }: TimeViewProps) {
  const t = useT();
  const slots = timeSlots(rules, step);
  const firstFree = slots.find((slot) => !slot.isDisabled);
  const choices = slots.map((slot) => ({
    key: formatTime(slot.value),
    label: formatTime(slot.value),
    isDisabled: slot.isDisabled,
  }));
  return (
    <ChoiceGrid
      label={t("ui.datePicker.times")}
      choices={choices}
      selectedKey={selected ? formatTime(selected) : null}
      // Without a chosen time, start at the first free slot rather than at midnight.
      initialKey={firstFree ? formatTime(firstFree.value) : null}
      columns={4}
      onBack={onBack}
      onChoose={(key) => {
        const [hour = 0, minute = 0] = key.split(":").map(Number);
        onPick({ hour, minute });
      }}
    />
  );
}
