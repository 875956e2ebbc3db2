import {
  type ErrorPayload,
  type EventCatalogue,
  type EventId,
  type LabelPayload,
  track,
} from "~/platform/analytics/events";
import { type Outcome, terminationLabel, trackingChoice } from "./termination-rules";

type Prefixed = Extract<EventId, `termination_${string}` | `selfcare_${string}`>;
/** Events that carry only a label; failures carry a detail too. */
type LabelEvent = { [K in Prefixed]: EventCatalogue[K] extends ErrorPayload ? never : K }[Prefixed];
type FailureEvent = { [K in Prefixed]: EventCatalogue[K] extends LabelPayload & ErrorPayload ? K : never }[Prefixed];

export interface TrackedChoice {
  serviceType?: string;
  cancellationType?: string;
  selectTerminationDate?: string;
}

function labelOf(choice: TrackedChoice, outcome?: Outcome): string {
  return terminationLabel({ ...trackingChoice(choice), ...(outcome ? { outcome } : {}) });
}

/** Termination events carry the termination label and the brand slug as use case. */
export function trackTermination(event: LabelEvent, brand: string, choice: TrackedChoice, outcome?: Outcome): void {
  track(event, { label: labelOf(choice, outcome), useCase: brand });
}

export function trackTerminationFailure(
  event: FailureEvent,
  brand: string,
  choice: TrackedChoice,
  reason: string,
): void {
  track(event, { label: labelOf(choice, "failure"), useCase: brand, detail: { reason } });
}
