import type { DemoContext } from "../demo-context.ts";
import { assertValid, type FieldError, fieldError, json, type Schemas } from "../http.ts";
import type { OperationRequest } from "../router.ts";
import { CUSTOMERS, type CustomerSeed } from "../seed/customers.ts";
import { NATIONALITIES } from "../seed/nationalities.ts";
import { accessOffer, completeness, identityRequired, type OfferAccess } from "./offer-access.ts";

const READABLE = { states: ["open", "paymentAborted", "paymentFailed"] } as const;

function detailsBody(access: OfferAccess, token: string): Schemas["CustomerDetails"] {
  const { runtime, seed } = access;
  const body: Schemas["CustomerDetails"] = {
    token,
    ...completeness(access),
    identityDataRequired: identityRequired(seed),
  };
  const seeded: CustomerSeed = CUSTOMERS[seed.customer];
  if (seeded.customerNumber) body.customerNumber = seeded.customerNumber;
  if (runtime.personalData) body.personalData = { ...runtime.personalData };
  if (runtime.identityDocument) body.identityDocument = runtime.identityDocument;
  return body;
}

export function getCustomerDetails(request: OperationRequest, demo: DemoContext): Response {
  const token = request.path.id ?? "";
  return json(detailsBody(accessOffer(token, request, demo, READABLE), token));
}

/** Age in whole years on `today`, from ISO dates. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function personalDataErrors(update: Schemas["CustomerDetailsUpdate"], today: string): FieldError[] {
  const errors: FieldError[] = [];
  const personal = update.personalData;
  if (personal) {
    if (personal.birthDate > today) {
      errors.push(fieldError("personalData.birthDate", "IN_FUTURE", "the birth date lies in the future"));
    } else if (ageOn(personal.birthDate, today) < 18) {
      errors.push(fieldError("personalData.birthDate", "TOO_YOUNG", "the customer must be at least 18 years old"));
    }
    if (personal.nationality && !NATIONALITIES.some((n) => n.code === personal.nationality)) {
      errors.push(fieldError("personalData.nationality", "INVALID_VALUE", "unknown nationality"));
    }
    if (personal.address.country !== "DE") {
      errors.push(fieldError("personalData.address.country", "INVALID_VALUE", "the address must be in Germany"));
    }
  }
  if (update.identityDocument && update.identityDocument.expiryDate < today) {
    errors.push(fieldError("identityDocument.expiryDate", "EXPIRED", "the identity document has expired"));
  }
  return errors;
}

export function updateCustomerDetails(request: OperationRequest, demo: DemoContext): Response {
  const token = request.path.id ?? "";
  accessOffer(token, request, demo, READABLE);
  const update = request.body as Schemas["CustomerDetailsUpdate"];
  const now = demo.now();
  assertValid(personalDataErrors(update, now.toISOString().slice(0, 10)));
  demo.store.record({
    type: "customerDetails",
    at: now.toISOString(),
    token,
    personalData: update.personalData,
    identityDocument: update.identityDocument,
  });
  return json(detailsBody(accessOffer(token, request, demo, READABLE), token));
}
