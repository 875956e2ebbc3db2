/**
 * The default termination form's rules written with zod/mini, for `npm run bench:validation` only: the
 * same fields and cross-field rules as `app/features/termination/termination-schema.ts` (Valibot), so the
 * two libraries' browser cost can be compared on the real form.
 */
import * as z from "zod/mini";
import { dateProblem } from "../../app/features/termination/termination-schema.ts";
import type { ValidationContext } from "../../app/features/termination/termination-validation.ts";
import { TerminationCustomer } from "../../app/platform/api/contract-rules.ts";

const posted = z._default(z.optional(z.string()), "");
const required = (max: number) =>
  z.pipe(posted, z.string().check(z.trim(), z.minLength(1, "termination.error.required"), z.maxLength(max)));

export function terminationSchemaZodMini(context: ValidationContext) {
  const { config } = context;
  return z
    .object({
      submissionId: z.optional(z.string()),
      idempotencyKey: z.optional(z.string()),
      serviceType: z.pipe(
        posted,
        z.enum(
          config.serviceTypes.map((s) => s.id),
          "termination.error.choose",
        ),
      ),
      cancellationType: z.pipe(posted, z.enum(["Regular", "Special"], "termination.error.choose")),
      reason: posted,
      proof: z.optional(z.file()),
      uploadIds: z._default(z.optional(z.array(z.string())), []),
      uploadNames: z._default(z.optional(z.array(z.string())), []),
      firstName: required(TerminationCustomer.firstName.maxLength),
      lastName: required(TerminationCustomer.lastName.maxLength),
      customerNumber: z.pipe(
        posted,
        z.string().check(z.trim(), z.maxLength(TerminationCustomer.customerNumber.maxLength)),
      ),
      phoneNumber: z.pipe(
        posted,
        z.string().check(z.trim(), z.regex(new RegExp(`${TerminationCustomer.phoneNumber.pattern}|^$`))),
      ),
      selectTerminationDate: z._default(z.optional(z.enum(["now", "later"])), "now"),
      terminationDate: posted,
      email: z.pipe(
        required(TerminationCustomer.email.maxLength),
        z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/)),
      ),
      acknowledgedNotices: z._default(z.optional(z.array(z.string())), []),
    })
    .check(
      z.refine((v) => v.cancellationType !== "Special" || config.reasons.some((r) => r.id === v.reason), {
        path: ["reason"],
        message: "termination.error.reason",
      }),
      z.refine((v) => Boolean(v.customerNumber || v.phoneNumber), {
        path: ["customerNumber"],
        message: "termination.error.identification",
      }),
      z.refine((v) => dateProblem(v, context) === null, {
        path: ["terminationDate"],
        message: "termination.error.date",
      }),
    );
}
