import type { TerminationMessageKey } from "./messages/de";
import type { TerminationField } from "./termination-validation";

/** The label of each field, for the required-fields modal and the error summary. */
export const FIELD_LABELS: Record<TerminationField, TerminationMessageKey> = {
  serviceType: "termination.field.serviceType",
  cancellationType: "termination.field.cancellationType",
  reason: "termination.field.reason",
  proof: "termination.field.proof",
  firstName: "termination.field.firstName",
  lastName: "termination.field.lastName",
  customerNumber: "termination.field.customerNumber",
  phoneNumber: "termination.field.phoneNumber",
  selectTerminationDate: "termination.field.dateChoice",
  terminationDate: "termination.field.terminationDate",
  email: "termination.field.email",
};

/** The id of a field's focusable element (radio groups put it on their first option). */
export function fieldId(field: TerminationField): string {
  return `termination-${field}`;
}
