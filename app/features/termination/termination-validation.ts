import type { TerminationConfig } from "~/platform/api/types";
import { isoDateOf } from "~/ui/date-picker/date-parts";
import { earliestTerminationDate, latestTerminationDate } from "./termination-rules";

export interface ValidationContext {
  config: Pick<TerminationConfig, "serviceTypes" | "cancellationTypes" | "reasons" | "upload">;
  /** "YYYY-MM-DD", German calendar day. */
  today: string;
  /** The page's locale: typed dates are read in its order. */
  locale: string;
}

/** The chosen later date as "YYYY-MM-DD", or null when the text is no real date. */
export function parseTerminationDate(text: string | undefined, locale: string): string | null {
  if (!text?.trim()) return null;
  return isoDateOf(text, locale);
}

/** The window a later date must fall in: from the earliest possible date, two years on. */
export function dateWindow(choice: Parameters<typeof earliestTerminationDate>[1], context: ValidationContext) {
  const min = earliestTerminationDate(context.config, choice, context.today);
  return { min, max: latestTerminationDate(min) };
}
