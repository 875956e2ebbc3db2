import { lazy } from "react";

/** The calendar layer loads on first use; hovering or focusing the calendar button starts the download early. */
export const loadCalendarOverlay = () => import("./calendar-overlay");

export const LazySingleCalendarOverlay = lazy(() =>
  loadCalendarOverlay().then((m) => ({ default: m.SingleCalendarOverlay })),
);
export const LazyRangeCalendarOverlay = lazy(() =>
  loadCalendarOverlay().then((m) => ({ default: m.RangeCalendarOverlay })),
);
