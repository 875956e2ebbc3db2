import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { OpeningHours } from "../api/types";
import { formatOpeningHours, openingHoursWords } from "./opening-hours";

/** Opening hours in the current language ("Mo–Fr 8–20 Uhr"); its own hook, so pages without a hotline do not load it. */
export function useOpeningHours(): (blocks: readonly OpeningHours[]) => string {
  const { i18n, _ } = useLingui();
  return useCallback((blocks) => formatOpeningHours(blocks, i18n.locale, openingHoursWords(_)), [i18n.locale, _]);
}
