import { useLingui } from "@lingui/react";
import { useCallback, useMemo } from "react";
import { calendarWords, formatCalendarDate } from "./calendar";

/** A calendar day ("2026-11-22") in the current language: "22. November 2026", "November 22, 2026", "22 Kasım 2026". */
export function useCalendarDate(): (iso: string) => string {
  const { _ } = useLingui();
  const words = useMemo(() => calendarWords(_), [_]);
  return useCallback((iso) => formatCalendarDate(iso, words), [words]);
}
