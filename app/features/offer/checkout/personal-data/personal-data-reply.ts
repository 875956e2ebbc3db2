import type { Address, Nationality } from "~/platform/api/types";
import type { BodyProblem } from "~/platform/forms/form-body.server";
import type { EchoedValues } from "~/platform/forms/form-values";
import type { Correction } from "./personal-data-mapping";
import type { PersonalErrors } from "./personal-data-schema";

/** What the loader hands the page next to the guard's context: the form's data, or that it could not load. */
export type PersonalPageData =
  | { status: "ready"; defaults: EchoedValues; nationalities: readonly Nationality[]; today: string }
  | { status: "failed" };

/** What the action answers when it does not redirect to the next step; every answer carries the entries back. */
export type PersonalActionData =
  | { status: "invalid"; errors: PersonalErrors; values: EchoedValues }
  | {
      status: "failed";
      message: "checkout.personal.error.addressFailed" | "checkout.personal.error.saveFailed" | BodyProblem;
      values: EchoedValues;
    }
  | { status: "corrected"; address: Address; corrections: Correction[]; values: EchoedValues }
  | { status: "choice"; candidates: Address[]; errors: PersonalErrors; values: EchoedValues };
