import { type OfferError, paymentError } from "~/platform/api/error-catalogue";
import type { FieldError, OfferAcceptResult } from "~/platform/api/types";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { offerErrorPath } from "../../error-path";
import { MISSING_DATA_NOTICE, NOTICE_PARAM } from "../checkout-frame";
import { stepPath } from "../steps";
import { GENERAL, type SummaryErrors, summaryForm } from "./summary-schema";

/** What the summary does after the accept call answered or failed. */
export type AcceptOutcome =
  /**
   * Leave the page: the provider (a full page load), the thank-you page, a step, the offer error page. `refused`:
   * the provider's address the browser was not sent to, as far as a log may name it (scheme and host).
   */
  | { type: "leave"; location: string; document: boolean; refused?: string }
  /** Redirect target none: stay on the summary and show that the order was placed. */
  | { type: "ordered"; orderId: string }
  /** The backend named fields: show them where they are, the post gets a new key (its body will change). */
  | { type: "invalid"; errors: SummaryErrors }
  /** Maintenance: stay, say until when, keep everything (and the key) for the retry. */
  | { type: "downtime"; until: string | null }
  /** No definite answer (a network failure, a 5xx or 429 after the client's one retry): stay, keep the key. */
  | { type: "failed" };

const PERSONAL_CODES: ReadonlySet<string> = new Set(["PERSONAL_DATA_MISSING", "BIRTHDATE_NOT_PRESENT"]);
const DOWNTIME_CODES: ReadonlySet<string> = new Set(["DOWNTIME", "RESERVATION_RETRY_DOWNTIME"]);

/** No answer, a 5xx, or 429 (too busy): nothing was decided, the customer's retry may go through. */
function isBackendFailure(status: number | undefined): boolean {
  return status === undefined || status >= 500 || status === 429;
}

/** A path inside this app (not `//host`), as a backend's error redirect may name. */
function isLocalPath(url: string | undefined): url is string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}

/** The embedded demo backend's payment provider: its own pages on this origin. */
const DEMO_PROVIDER = /^\/__demo\/payment\/[\w-]+(\?[\w=&%-]*)?$/;

/**
 * Whether the browser may be sent to the payment provider's address: only over HTTPS (no `http:`, `javascript:`,
 * `data:` or scheme-relative address, no credentials in it), or to the demo's own provider page while the demo runs.
 * The backend chooses the address; this is the defence against a wrong or compromised answer.
 */
function isProviderAddress(url: string, demo: boolean): boolean {
  if (demo && DEMO_PROVIDER.test(url)) return true;
  if (!/^https:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname !== "" && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** What a log may say of a refused address: its scheme and host, never its path or query (a session, a token). */
function loggable(url: string): string {
  try {
    const parsed = new URL(url, "relative:/");
    return parsed.protocol === "relative:" ? "(a relative address)" : `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "(not an address)";
  }
}

/**
 * Where the accept call's redirect target leads (none, paymentProvider, thankYou, error). `demo`: the embedded demo
 * backend runs, whose provider pages are this origin's `/__demo/payment/…`.
 */
export function outcomeOfResult(
  result: OfferAcceptResult,
  token: string,
  lang: Language,
  { demo }: { demo: boolean },
): AcceptOutcome {
  const { target, url } = result.redirect;
  switch (target) {
    case "paymentProvider":
      if (url && !isProviderAddress(url, demo)) {
        // The payment cannot start: the payment-failed page, whose text says so and how to go on.
        const location = localizePath(offerErrorPath(token, paymentError("failed")), lang);
        return { type: "leave", location, document: false, refused: loggable(url) };
      }
      // The provider's page is not a route of this app: the browser loads it as a document.
      if (url) return { type: "leave", location: url, document: true };
      return { type: "leave", location: localizePath(stepPath(token, "confirmation"), lang), document: false };
    case "thankYou":
      return { type: "leave", location: localizePath(stepPath(token, "confirmation"), lang), document: false };
    case "error":
      return {
        type: "leave",
        location: isLocalPath(url) ? url : localizePath(offerErrorPath(token, { kind: "Unexpected" }), lang),
        document: false,
      };
    default:
      return { type: "ordered", orderId: result.orderId };
  }
}

/** The backend's field paths as the parts of the summary that show them; an unknown path on the form as a whole. */
export function errorsOfFields(fieldErrors: readonly FieldError[]): SummaryErrors {
  const { errors, unmapped } = summaryForm.apiErrors(fieldErrors);
  if (unmapped.length > 0) errors.general ??= GENERAL;
  return errors;
}

/**
 * A failed accept call: missing personal data → `meine-daten`, a missing document →
 * `ausweisdaten`, a downtime → stay with its end, field errors → at their fields, every other code (the
 * reservation codes, a consumed or expired offer …) → the offer error page, which has a text for each.
 */
export function outcomeOfError(
  error: Pick<OfferError, "kind" | "code" | "status" | "downtime" | "fieldErrors">,
  token: string,
  lang: Language,
): AcceptOutcome {
  const { code } = error;
  // The step says why the customer is back there (checkout-frame.tsx).
  const missing = `?${NOTICE_PARAM}=${MISSING_DATA_NOTICE}`;
  if (code && PERSONAL_CODES.has(code)) {
    return { type: "leave", location: localizePath(stepPath(token, "personalData"), lang) + missing, document: false };
  }
  if (code === "IDENTIFICATIONDATA_MISSING") {
    return { type: "leave", location: localizePath(stepPath(token, "identityData"), lang) + missing, document: false };
  }
  if (code && DOWNTIME_CODES.has(code)) return { type: "downtime", until: error.downtime?.until ?? null };
  if (error.fieldErrors.length > 0) return { type: "invalid", errors: errorsOfFields(error.fieldErrors) };
  if (error.kind === "Unexpected" && isBackendFailure(error.status)) return { type: "failed" };
  return { type: "leave", location: localizePath(offerErrorPath(token, error), lang), document: false };
}
