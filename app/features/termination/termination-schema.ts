import * as z from "zod/mini";
import { type TerminationValues, type ValidationContext, validateTermination } from "./termination-validation";

const text = z.optional(z.string());
const list = z.optional(z.array(z.string()));

/**
 * The default form's schema for Conform's parseWithZod on the server: every field optional so that one
 * pass reports every problem, and the same rules the browser runs (validateTermination).
 */
export function terminationSchema(context: ValidationContext) {
  return z
    .object({
      submissionId: text,
      serviceType: text,
      cancellationType: text,
      reason: text,
      proof: z.optional(z.file()),
      uploadIds: list,
      uploadNames: list,
      firstName: text,
      lastName: text,
      customerNumber: text,
      phoneNumber: text,
      selectTerminationDate: text,
      terminationDate: text,
      email: text,
      acknowledgedNotices: list,
    })
    .check(
      z.superRefine((values: TerminationValues, ctx) => {
        for (const issue of validateTermination(values, context)) {
          ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
        }
      }),
    );
}
