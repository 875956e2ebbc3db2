import { useContext } from "react";
import { CalendarStateContext } from "react-aria-components/Calendar";
import { RangeCalendarStateContext } from "react-aria-components/RangeCalendar";

/** The state of the surrounding Calendar or RangeCalendar (the panel serves both). */
export function useAnyCalendarState() {
  const single = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  const state = single ?? range;
  if (!state) throw new Error("Calendar panel outside a Calendar or RangeCalendar");
  return state;
}
