import type { DemoContext } from "../demo-context.ts";
import { assertValid, type FieldError, fieldError, json, problem, type Schemas } from "../http.ts";
import type { OperationRequest } from "../router.ts";
import {
  addDays,
  combinedAdvantageOf,
  isoDate,
  NOTICE_DAYS,
  PREFILLS,
  terminationConfig,
} from "../seed/termination.ts";
import type { TerminationRecord } from "../store.ts";
import { specialTerminationDate } from "./termination-notice.ts";

type BrandSlug = Schemas["BrandSlug"];
type Form = TerminationRecord["form"];

interface Declaration {
  serviceType: Schemas["ServiceType"];
  cancellationType: "Regular" | "Special";
  reason?: Schemas["TerminationReason"];
  selectTerminationDate: Schemas["TerminationDateChoice"];
  terminationDate?: string;
  acknowledgedNotices?: Schemas["NoticeKind"][];
}

const brandOf = (request: OperationRequest) => request.path.brand as BrandSlug;

export function getTerminationConfig(request: OperationRequest, demo: DemoContext): Response {
  return json(terminationConfig(brandOf(request), demo.now()));
}

export function getPrefilledTerminationConfig(request: OperationRequest, demo: DemoContext): Response {
  return json(terminationConfig(brandOf(request), demo.now()));
}

/** The prefill behind a self-care link; a link of another brand is unknown here. */
export function findPrefill(data: string, brand: BrandSlug, now: Date) {
  const seed = PREFILLS[data];
  if (!seed || seed.brand !== brand) throw problem(404, "NOT_FOUND", "Unknown self-care link.");
  const validUntil = addDays(now, seed.validDays);
  if (seed.validDays < 0) throw problem(410, "LINK_EXPIRED", "The self-care link has expired.");
  const contract: Schemas["PrefillContract"] = {
    ...seed.contract,
    earliestTerminationDate: isoDate(addDays(now, NOTICE_DAYS[seed.contract.serviceType])),
  };
  const body: Schemas["PrefillData"] = {
    data,
    brand,
    customer: seed.customer,
    contract,
    validUntil: validUntil.toISOString(),
  };
  return body;
}

export function getTerminationPrefill(request: OperationRequest, demo: DemoContext): Response {
  return json(findPrefill(request.query.data ?? "", brandOf(request), demo.now()));
}

/**
 * Field errors of a declaration, and the date it takes effect (now = earliest possible date). A proof is
 * never required: § 312k BGB lists what the form may ask for, and a document may follow later.
 */
function checkDeclaration(declaration: Declaration, brand: BrandSlug, demo: DemoContext) {
  const now = demo.now();
  const config = terminationConfig(brand, now);
  const errors: FieldError[] = [];
  const service = config.serviceTypes.find((s) => s.id === declaration.serviceType);
  if (!service)
    errors.push(fieldError("serviceType", "NOT_AVAILABLE", `${declaration.serviceType} cannot be terminated here`));
  const special = declaration.cancellationType === "Special";
  const reason = special ? (declaration.reason ?? "None") : "None";
  const option = config.reasons.find((r) => r.id === reason);
  if (special && reason === "None")
    errors.push(fieldError("reason", "REQUIRED", "an extraordinary termination needs a reason"));
  else if (special && !option) errors.push(fieldError("reason", "NOT_AVAILABLE", "this reason cannot be given here"));
  // An extraordinary termination takes effect today, or after its reason's notice (a move within Germany: one month).
  const earliest = special
    ? specialTerminationDate(isoDate(now), reason)
    : (service?.earliestTerminationDate ?? isoDate(now));
  let effectiveDate = earliest;
  if (declaration.selectTerminationDate === "later") {
    if (!declaration.terminationDate) errors.push(fieldError("terminationDate", "REQUIRED", "choose a date"));
    else if (declaration.terminationDate < earliest) {
      errors.push(fieldError("terminationDate", "TOO_EARLY", `the earliest possible date is ${earliest}`));
    } else effectiveDate = declaration.terminationDate;
  }
  return { errors, effectiveDate, reason };
}

function submit(
  form: Form,
  request: OperationRequest,
  demo: DemoContext,
  declaration: Declaration,
  customer: Schemas["TerminationCustomer"],
  extra: { uploadIds: string[]; contract?: Schemas["PrefillContract"]; errors: FieldError[] },
): Response {
  const brand = brandOf(request);
  const id = request.path.id ?? "";
  const fingerprint = JSON.stringify(request.body);
  const existing = demo.store.terminations.get(id);
  if (existing) {
    if (existing.fingerprint !== fingerprint || existing.form !== form || existing.brand !== brand) {
      throw problem(422, "SUBMISSION_ID_REUSED", "This submission id was used for another declaration.");
    }
    return json(received(existing));
  }
  const { errors, effectiveDate, reason } = checkDeclaration(declaration, brand, demo);
  assertValid([...extra.errors, ...errors]);
  const notice = combinedAdvantageOf(brand, customer);
  if (notice && !declaration.acknowledgedNotices?.includes("combinedAdvantage")) {
    return json({ status: "noticeRequired", notice } satisfies Schemas["TerminationNoticeRequired"]);
  }
  const record: TerminationRecord = {
    id,
    brand,
    form,
    receivedAt: demo.now().toISOString(),
    serviceType: declaration.serviceType,
    cancellationType: declaration.cancellationType,
    reason,
    effectiveDate,
    customer,
    uploadIds: extra.uploadIds,
    fingerprint,
  };
  if (extra.contract) record.contract = extra.contract;
  demo.store.record({ type: "termination", at: record.receivedAt, record });
  return json(received(record));
}

export function downloadPath(record: Pick<TerminationRecord, "brand" | "form" | "id">): string {
  const segment = record.form === "default" ? "contracttermination" : "prefilledcontracttermination";
  return `/api/${record.brand}/${segment}/download/${record.id}`;
}

function received(record: TerminationRecord): Schemas["TerminationReceived"] {
  return {
    status: "received",
    receipt: {
      id: record.id,
      brand: record.brand,
      receivedAt: record.receivedAt,
      serviceType: record.serviceType,
      cancellationType: record.cancellationType,
      reason: record.reason,
      effectiveDate: record.effectiveDate,
      confirmationEmail: record.customer.email,
      downloadUrl: downloadPath(record),
    },
  };
}

/** Uploads must have been made with this submission id. */
function uploadErrors(uploadIds: string[], id: string, demo: DemoContext): FieldError[] {
  const uploads = uploadIds.map((uploadId) => demo.store.uploads.get(uploadId));
  return uploads.some((upload) => upload?.submissionId !== id)
    ? [fieldError("uploadIds", "INVALID_VALUE", "an upload does not belong to this submission")]
    : [];
}

export function submitTermination(request: OperationRequest, demo: DemoContext): Response {
  const body = request.body as Schemas["TerminationRequest"];
  const uploadIds = body.uploadIds ?? [];
  const errors = uploadErrors(uploadIds, request.path.id ?? "", demo);
  if (!body.customer.customerNumber && !body.customer.phoneNumber) {
    errors.push(fieldError("customer.customerNumber", "REQUIRED", "give the customer number or the phone number"));
  }
  return submit("default", request, demo, body, body.customer, { uploadIds, errors });
}

export function submitPrefilledTermination(request: OperationRequest, demo: DemoContext): Response {
  const body = request.body as Schemas["PrefilledTerminationRequest"];
  const prefill = findPrefill(body.data, brandOf(request), demo.now());
  const customer = { ...prefill.customer, email: body.email };
  const declaration = { ...body, serviceType: prefill.contract.serviceType };
  const uploadIds = body.uploadIds ?? [];
  return submit("selfcare", request, demo, declaration, customer, {
    uploadIds,
    contract: prefill.contract,
    errors: uploadErrors(uploadIds, request.path.id ?? "", demo),
  });
}
