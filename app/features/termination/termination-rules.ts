import type { TerminationConfig } from "~/platform/api/types";

/** Pure rules of the termination forms (§ 312k BGB): what "now" means, how late "later" may be, proofs. */
export type ReasonId = TerminationConfig["reasons"][number]["id"];
export type DateChoice = "now" | "later";

/** How far ahead a "later" date may lie: two years after the earliest possible date. */
export const LATER_WINDOW_DAYS = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Months of notice an extraordinary reason carries: a move within Germany ends the contract one month after the
 * declaration (§ 60 Abs. 2 TKG); the other reasons take effect at once.
 */
export const SPECIAL_NOTICE_MONTHS: Partial<Record<ReasonId, number>> = { UmzugInland: 1 };

/** The same day `months` later; a day the month lacks becomes its last day (§ 188 Abs. 3 BGB): 31.1. → 28.2. */
export function addMonths(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The date a termination "now" takes effect: an extraordinary one today, or after its reason's notice (a move
 * within Germany: one month); a regular one at the service type's earliest possible date (before the customer has
 * chosen a service, the soonest of them).
 */
export function earliestTerminationDate(
  config: Pick<TerminationConfig, "serviceTypes">,
  choice: { serviceType?: string; cancellationType?: string; reason?: string },
  today: string,
): string {
  if (choice.cancellationType === "Special") {
    const months = SPECIAL_NOTICE_MONTHS[choice.reason as ReasonId];
    return months ? addMonths(today, months) : today;
  }
  const service = config.serviceTypes.find((s) => s.id === choice.serviceType);
  const candidates = service ? [service] : config.serviceTypes;
  const soonest = candidates.map((s) => s.earliestTerminationDate).sort()[0];
  return soonest && soonest > today ? soonest : today;
}

export function latestTerminationDate(earliest: string): string {
  return addDays(earliest, LATER_WINDOW_DAYS);
}

/** The reasons the form offers for an extraordinary termination ("None" is not a choice). */
export function selectableReasons(config: Pick<TerminationConfig, "reasons">) {
  type Option = TerminationConfig["reasons"][number];
  return config.reasons.filter((reason): reason is Option & { id: Exclude<ReasonId, "None"> } => reason.id !== "None");
}

export function reasonNeedsProof(config: Pick<TerminationConfig, "reasons">, reason: string | undefined): boolean {
  return config.reasons.some((r) => r.id === reason && r.proofRequired);
}

/** The date the termination takes effect: the earliest date for "now" (or no choice), else the chosen date. */
export function effectiveDate(earliest: string, choice: string | undefined, laterDate: string | undefined): string {
  return choice === "later" && laterDate ? laterDate : earliest;
}

/** The parts of the tracking label, with "none" for what the customer has not chosen yet. */
export function trackingChoice(values: {
  serviceType?: string;
  cancellationType?: string;
  selectTerminationDate?: string;
}) {
  return {
    serviceType: values.serviceType || "none",
    cancellationType: values.cancellationType || "none",
    dateChoice: (values.selectTerminationDate === "later" ? "later" : "now") as DateChoice,
  };
}

export type Outcome = "success" | "failure";

/** The tracking label: "serviceType/cancellationType/now|later", optionally prefixed "success/" or "failure/". */
export function terminationLabel(input: {
  serviceType: string;
  cancellationType: string;
  dateChoice: DateChoice;
  outcome?: Outcome;
}): string {
  const parts = [input.serviceType, input.cancellationType, input.dateChoice];
  return (input.outcome ? [input.outcome, ...parts] : parts).join("/");
}
