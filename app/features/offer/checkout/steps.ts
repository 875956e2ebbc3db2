import type { OfferErrorCode, OfferKind } from "~/platform/api/types";
import { pathTo, type RouteKey } from "~/platform/routing/route-table";

/**
 * The offer flow in its order: offer → personal data → identity data → payment →
 * summary → confirmation. One pure module decides which steps an offer kind has, where back and forward lead
 * and where a guard sends the customer; the routes, the step indicator and the buttons all ask it.
 */
export const CHECKOUT_STEPS = ["offer", "personalData", "identityData", "payment", "summary", "confirmation"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The route of each step: its address comes from the route table. */
const STEP_ROUTES = {
  offer: "offer",
  personalData: "offer-personal-data",
  identityData: "offer-identity-data",
  payment: "offer-payment",
  summary: "offer-summary",
  confirmation: "offer-thanks",
} as const satisfies Readonly<Record<CheckoutStep, RouteKey>>;

/** The steps the customer fills in, in the step indicator: from personal data to the summary. */
export const FORM_STEPS = ["personalData", "identityData", "payment", "summary"] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/**
 * Green IDV offers verify the customer's identity after ordering (the identification link on the thank-you page),
 * so they skip the identity-document step; every other kind asks for the document before the summary.
 */
export function identityDocumentRequired(kind: OfferKind): boolean {
  return !kind.startsWith("green_idv");
}

/** The steps of one offer kind, in order. */
export function stepsFor(kind: OfferKind): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => step !== "identityData" || identityDocumentRequired(kind));
}

/** The form steps shown in the step indicator for an offer kind. */
export function formStepsFor(kind: OfferKind): FormStep[] {
  return FORM_STEPS.filter((step) => step !== "identityData" || identityDocumentRequired(kind));
}

/** Where "back" leads from a step: the previous step of this kind; the offer page for the first one. */
export function previousStep(kind: OfferKind, step: CheckoutStep): CheckoutStep | null {
  const steps = stepsFor(kind);
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** Where "forward" leads after a step was saved. */
export function nextStep(kind: OfferKind, step: CheckoutStep): CheckoutStep | null {
  const steps = stepsFor(kind);
  const index = steps.indexOf(step);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

/** German path of a step of an offer; the offer page for "offer". */
export function stepPath(token: string, step: CheckoutStep): string {
  return pathTo(STEP_ROUTES[step], { token });
}

/** What check-offer-personal-data learnt: the offer's kind and what is missing, or the code it failed with. */
export type Verification =
  | { ok: true; kind: OfferKind; personalDataComplete: boolean; identityDataComplete: boolean }
  | { ok: false; code: OfferErrorCode | null };

/** The outcome of a step's guards: render the step, go to another step, or show the offer error page. */
export type GuardOutcome =
  | { type: "render" }
  | { type: "step"; step: CheckoutStep }
  | { type: "error"; code: OfferErrorCode | null };

/** Steps whose page needs a chosen cart (the has-cart guard); the rest need none. */
const CART_STEPS: ReadonlySet<CheckoutStep> = new Set<CheckoutStep>(["personalData", "identityData", "payment"]);

const MISSING_PERSONAL: ReadonlySet<string> = new Set(["PERSONAL_DATA_MISSING", "BIRTHDATE_NOT_PRESENT"]);

function isBefore(kind: OfferKind, a: CheckoutStep, b: CheckoutStep): boolean {
  const steps = stepsFor(kind);
  return steps.indexOf(a) < steps.indexOf(b);
}

/**
 * has-cart, then check-offer-personal-data, for a step about to render:
 * - no cart for this token → the offer page (on the steps that need one);
 * - personal data missing (PERSONAL_DATA_MISSING, BIRTHDATE_NOT_PRESENT or incomplete) → `meine-daten`,
 *   identity data missing (IDENTIFICATIONDATA_MISSING or incomplete) → `ausweisdaten` — only from a later step:
 *   the customer who is there, or before it, stays;
 * - NO_PAYMENT_METHODS_AVAILABLE on the payment step → render (the step's own screen with the hotline);
 * - any other failure → the offer error page with its code;
 * - a step the offer kind does not have (the document step of a green IDV offer) → the next one it has.
 */
export function guardStep(step: CheckoutStep, hasCart: boolean, verification: Verification): GuardOutcome {
  if (CART_STEPS.has(step) && !hasCart) return { type: "step", step: "offer" };
  if (!verification.ok) {
    const { code } = verification;
    if (code && MISSING_PERSONAL.has(code)) {
      return step === "personalData" ? { type: "render" } : { type: "step", step: "personalData" };
    }
    // The payment step shows this code on its own screen (with the hotline) instead of the form.
    if (code === "NO_PAYMENT_METHODS_AVAILABLE" && step === "payment") return { type: "render" };
    if (code === "IDENTIFICATIONDATA_MISSING") {
      return step === "personalData" || step === "identityData"
        ? { type: "render" }
        : { type: "step", step: "identityData" };
    }
    return { type: "error", code };
  }
  const { kind } = verification;
  if (!stepsFor(kind).includes(step)) {
    return { type: "step", step: nextStep(kind, "personalData") ?? "summary" };
  }
  if (!verification.personalDataComplete && isBefore(kind, "personalData", step)) {
    return { type: "step", step: "personalData" };
  }
  if (identityDocumentRequired(kind) && !verification.identityDataComplete && isBefore(kind, "identityData", step)) {
    return { type: "step", step: "identityData" };
  }
  return { type: "render" };
}
