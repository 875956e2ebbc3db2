import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import type { DemoContext } from "../demo-context.ts";
import { assertValid, type FieldError, fieldError, json, problem, type Schemas } from "../http.ts";
import { orderedCart } from "../offer-model.ts";
import type { OperationRequest } from "../router.ts";
import { isPersonalDataComplete } from "../seed/customers.ts";
import { findOfferSeed } from "../seed/offers.ts";
import type { OrderRecord } from "../store.ts";
import { accessOffer, identityRequired, languagePrefix, offerProblem } from "./offer-access.ts";
import { offerBody, previewBody } from "./offer-read.ts";

export function maskIban(iban: string): string {
  const compact = electronicFormatIBAN(iban) ?? iban;
  const masked = `${compact.slice(0, 4)}${"*".repeat(Math.max(0, compact.length - 8))}${compact.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

export function acceptOffer(request: OperationRequest, demo: DemoContext): Response {
  const token = request.path.id ?? "";
  const access = accessOffer(token, request, demo);
  const { seed, index, runtime } = access;
  const body = request.body as Schemas["OfferAcceptRequest"];
  const now = demo.now();

  const errors: FieldError[] = [];
  if (!seed.paymentMethods.includes(body.paymentMethod)) {
    errors.push(fieldError("paymentMethod", "NOT_AVAILABLE", `${body.paymentMethod} is not offered for this offer`));
  }
  if (body.paymentMethod === "sepa" && !body.sepa)
    errors.push(fieldError("sepa", "REQUIRED", "a SEPA mandate is required"));
  if (body.sepa && !isValidIBAN(electronicFormatIBAN(body.sepa.iban) ?? "")) {
    errors.push(fieldError("sepa.iban", "INVALID_IBAN", "the IBAN is not valid"));
  }
  const ordered = orderedCart(seed, index, body.offerIds);
  if (!ordered) errors.push(fieldError("offerIds", "NOT_AVAILABLE", "the offer ids name no cart of this offer"));
  const mandatory = (ordered?.documents ?? []).filter((doc) => doc.mandatory);
  if (mandatory.some((doc) => !body.acknowledgedDocumentIds.includes(doc.id))) {
    errors.push(
      fieldError("acknowledgedDocumentIds", "REQUIRED", "the mandatory documents must be offered before ordering"),
    );
  }
  assertValid(errors);

  if (seed.failure?.on === "accept") throw offerProblem(seed.failure.code, seed, now);
  const personal = runtime.personalData;
  if (!personal?.birthDate) throw offerProblem("BIRTHDATE_NOT_PRESENT", seed, now);
  if (!isPersonalDataComplete(personal)) throw offerProblem("PERSONAL_DATA_MISSING", seed, now);
  if (identityRequired(seed) && !runtime.identityDocument) throw offerProblem("IDENTIFICATIONDATA_MISSING", seed, now);

  const viaProvider = body.paymentMethod === "creditCard" || body.paymentMethod === "paypal";
  const order: OrderRecord = {
    orderId: `ORD-${now.getUTCFullYear()}-${demo.randomId().replaceAll("-", "").slice(0, 8).toUpperCase()}`,
    orderedAt: now.toISOString(),
    paymentMethod: body.paymentMethod,
    paymentStatus: viaProvider ? "pending" : body.paymentMethod === "sepa" ? "mandate" : "none",
  };
  if (body.sepa) order.ibanMasked = maskIban(body.sepa.iban);
  if (viaProvider) order.paymentSessionId = demo.randomId();
  if (body.language) order.language = body.language;
  if (body.offerIds) order.offerIds = [...body.offerIds];
  demo.store.record({ type: "order", at: order.orderedAt, token, order });

  const redirect: Schemas["Redirect"] = order.paymentSessionId
    ? { target: "paymentProvider", url: `/__demo/payment/${order.paymentSessionId}` }
    : { target: "thankYou", url: `${languagePrefix(body.language)}/angebot/${token}/danke` };
  const result: Schemas["OfferAcceptResult"] = { orderId: order.orderId, redirect };
  return json(result);
}

const RESETTABLE = ["open", "paymentPending", "paymentAborted", "paymentFailed"] as const;

export function resetOffer(request: OperationRequest, demo: DemoContext): Response {
  const token = request.path.id ?? "";
  const access = accessOffer(token, request, demo, { states: RESETTABLE });
  demo.store.record({ type: "offerReset", at: demo.now().toISOString(), token });
  return json(offerBody({ ...access, runtime: demo.store.offer(token), state: "open" }, demo));
}

export function resetOfferPreview(request: OperationRequest, demo: DemoContext): Response {
  const token = request.path.id ?? "";
  if (!findOfferSeed(token)) throw problem(404, "NOT_FOUND", "Offer not found.");
  accessOffer(token, request, demo, { states: "any", skipLogin: true });
  demo.store.record({ type: "previewReset", at: demo.now().toISOString(), token });
  return json(previewBody(accessOffer(token, request, demo, { states: "any", skipLogin: true }), demo));
}
