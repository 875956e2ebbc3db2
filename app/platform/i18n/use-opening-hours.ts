import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { OpeningHours } from "../api/types";
import { formatOpeningHours } from "./opening-hours";

/** Opening hours in the current language ("Mo–Fr 8–20 Uhr"); its own hook, so pages without a hotline do not load it. */
export function useOpeningHours(): (blocks: readonly OpeningHours[]) => string {
  const { i18n } = useLingui();
  return useCallback((blocks) => formatOpeningHours(blocks, i18n.locale), [i18n.locale]);
}
