import { data, redirect } from "react-router";
import { ApiError } from "~/platform/api/api-error";
import type { ApiClient } from "~/platform/api/client";
import { uploadTerminationDocument } from "~/platform/api/endpoints/upload-termination-document";
import { randomUuid } from "~/platform/api/trace-id";
import type { BrandSlug, TerminationConfig, TerminationSubmitResult } from "~/platform/api/types";
import type { BodyShape, FormBody } from "~/platform/forms/form-body.server";
import { echoValues, valuesOf } from "~/platform/forms/form-values";
import type { ReceiptPayload, TerminationActionData } from "./termination-reply";
import { reasonNeedsProof } from "./termination-rules";
import { type FieldErrors, KEPT_IDS, KEPT_LISTS, type TerminationValues, terminationForm } from "./termination-schema";

/** Ids the forms keep across a failure: the submission (uploads and the declaration) and the request key. */
const ID = /^[\w-]{8,128}$/;

/**
 * What the termination forms post: the table's inputs (the proof a file) and what they carry from post to post. The
 * body has room for the proof beyond the largest upload a brand allows.
 */
export const TERMINATION_BODY = {
  text: [...terminationForm.inputs.filter((name) => name !== "proof"), ...Object.keys(KEPT_IDS)],
  lists: Object.keys(KEPT_LISTS),
  files: ["proof"],
  maxBytes: 20 * 1024 * 1024,
} satisfies BodyShape;

/** A body that is not the form's: the page again with what is safe to show, and why. */
export function refusedBody(body: Extract<FormBody, { ok: false }>) {
  return reply({ status: "failed", message: body.message, values: body.values }, body.status);
}

/** The backend's field errors on the form's fields; none when it named no field the form has. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const { errors } = terminationForm.apiErrors(error.fieldErrors);
  if (error.status === 413) errors.proof = "termination.error.proofSize";
  return errors;
}

export interface PostIds {
  submissionId: string;
  idempotencyKey: string;
  uploadIds: string[];
}

export interface TerminationPost<Parsed extends TerminationValues> {
  brand: BrandSlug;
  api: ApiClient;
  config: TerminationConfig;
  /** The form's schema (with values the form does not post, such as the self-care link's service type). */
  parse(values: TerminationValues): { success: true; output: Parsed } | { success: false; errors: FieldErrors };
  submit(parsed: Parsed, ids: PostIds): Promise<TerminationSubmitResult>;
  form: ReceiptPayload["form"];
  confirmationPath: string;
  /** The Set-Cookie value of the receipt (signed, Secure and `__Host-` where the request's cookies are). */
  receiptCookie(payload: ReceiptPayload): Promise<string>;
  /** A failure no retry can mend (the self-care link expired): where the customer goes instead. */
  finalFailure?(error: unknown, parsed: Parsed): Response | null;
}

function reply(body: TerminationActionData, status: number) {
  return data(body, { status });
}

/** The proof, uploaded once: a retry after a failed submit reuses the upload ids the form sends back. */
async function uploadProof(post: TerminationPost<TerminationValues>, parsed: TerminationValues, submissionId: string) {
  const ids = parsed.uploadIds ?? [];
  const names = parsed.uploadNames ?? [];
  if (!parsed.proof || parsed.cancellationType !== "Special" || !reasonNeedsProof(post.config, parsed.reason))
    return { ids, names };
  const upload = await uploadTerminationDocument(post.api, { brand: post.brand, submissionId, file: parsed.proof });
  return { ids: [...ids, upload.uploadId], names: [...names, upload.fileName] };
}

/**
 * A termination form's post, with or without JavaScript: check with the form's schema, upload the proof,
 * submit, confirm. Nothing typed is lost: every answer but the confirmation carries the entries back, and a
 * failed call keeps the submission id and Idempotency-Key, so the customer's retry terminates once.
 */
export async function handleTerminationPost<Parsed extends TerminationValues>(
  formData: FormData,
  post: TerminationPost<Parsed>,
) {
  const values = valuesOf(formData, TERMINATION_BODY.lists) as TerminationValues;
  const echoed = echoValues(formData, ["proof"]);
  const submissionId = values.submissionId && ID.test(values.submissionId) ? values.submissionId : randomUuid();
  const idempotencyKey = values.idempotencyKey && ID.test(values.idempotencyKey) ? values.idempotencyKey : randomUuid();
  const kept = { ...echoed, submissionId, idempotencyKey };

  const parsed = post.parse(values);
  if (!parsed.success) return reply({ status: "invalid", errors: parsed.errors, values: kept }, 400);

  let uploads: { ids: string[]; names: string[] };
  try {
    uploads = await uploadProof(post as TerminationPost<TerminationValues>, parsed.output, submissionId);
  } catch (error) {
    const errors = apiFieldErrors(error);
    if (Object.keys(errors).length > 0) return reply({ status: "invalid", errors, values: kept }, 400);
    return reply({ status: "failed", message: "termination.error.uploadFailed", values: kept }, 502);
  }
  const withUploads = { ...kept, uploadIds: uploads.ids, uploadNames: uploads.names };

  try {
    const result = await post.submit(parsed.output, { submissionId, idempotencyKey, uploadIds: uploads.ids });
    // A definite answer: the next post is another request (acknowledged, corrected) and gets its own key.
    const next = { ...withUploads, idempotencyKey: randomUuid() };
    if (result.status === "noticeRequired")
      return reply({ status: "notice", notice: result.notice, values: next }, 200);
    const dateChoice = parsed.output.selectTerminationDate === "later" ? "later" : "now";
    const cookie = await post.receiptCookie({ form: post.form, dateChoice, receipt: result.receipt });
    return redirect(post.confirmationPath, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    const final = post.finalFailure?.(error, parsed.output);
    if (final) return final;
    const errors = apiFieldErrors(error);
    if (Object.keys(errors).length > 0) {
      return reply({ status: "invalid", errors, values: { ...withUploads, idempotencyKey: randomUuid() } }, 400);
    }
    return reply({ status: "failed", message: "termination.error.submitFailed", values: withUploads }, 502);
  }
}
