import type { CombinedAdvantageNotice, TerminationConfig, TerminationReceipt } from "~/platform/api/types";
import type { BodyProblem } from "~/platform/forms/form-body.server";
import type { EchoedValues } from "~/platform/forms/form-values";
import type { DateChoice } from "./termination-rules";
import type { FieldErrors } from "./termination-schema";

/** What the termination actions answer when they do not redirect to the confirmation. */
export type TerminationActionData =
  | { status: "invalid"; errors: FieldErrors; values: EchoedValues }
  | {
      status: "failed";
      message: "termination.error.submitFailed" | "termination.error.uploadFailed" | BodyProblem;
      values: EchoedValues;
    }
  | { status: "notice"; notice: CombinedAdvantageNotice; values: EchoedValues };

/** What the confirmation page shows; kept in a signed cookie between the action and the page. */
export interface ReceiptPayload {
  form: "default" | "selfcare";
  receipt: TerminationReceipt;
  dateChoice: DateChoice;
  /** Self-care: a digest of the link's token, so that sending the same link again shows this receipt. */
  link?: string;
}

export interface TerminationPageData {
  config: TerminationConfig | null;
  /** A fresh submission id for a new form (uploads and the submission share it). */
  submissionId: string;
  today: string;
}
