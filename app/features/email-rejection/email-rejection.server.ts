import { data, type RouterContextProvider, redirect } from "react-router";
import { toApiError } from "~/platform/api/api-error";
import { declineMail } from "~/platform/api/endpoints/decline-mail";
import { apiClientContext, appConfigContext, requestScope } from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { securesCookies } from "~/platform/http/cookies";
import { pageAddress, readDeclineLink } from "./decline-link";
import { declinedCookie, hasDeclined } from "./decline-proof.server";

/**
 * What the page shows: the question with its one button, the confirmation, or why the link does not work.
 * `failed` keeps the button for a retry.
 */
export type EmailRejectionState = "confirm" | "declined" | "invalid" | "expired" | "unknown" | "failed";

export interface EmailRejectionData {
  state: EmailRejectionState;
}

const STATUS: Record<EmailRejectionState, number> = {
  confirm: 200,
  declined: 200,
  invalid: 400,
  unknown: 404,
  expired: 410,
  failed: 502,
};

function reply(state: EmailRejectionState) {
  return data<EmailRejectionData>({ state }, { status: STATUS[state] });
}

function scope(request: Request, context: Readonly<RouterContextProvider>) {
  const link = readDeclineLink(new URL(request.url), requestScope(context).brand);
  const config = context.get(appConfigContext);
  const proof = { secrets: config.cookieSecrets, secure: securesCookies(request, config) };
  return { link, proof, cookies: request.headers.get("cookie") };
}

/** GET: opening the link declines nothing (mail scanners and link previews follow links). */
export function loadEmailRejection(request: Request, context: Readonly<RouterContextProvider>) {
  const { link, proof, cookies } = scope(request, context);
  if (!link.valid) return reply("invalid");
  return reply(hasDeclined(cookies, proof, link) ? "declined" : "confirm");
}

/** Where an API failure leads: the link's own answers, else a retry. */
export function stateOfFailure(error: unknown): EmailRejectionState {
  const api = toApiError(error);
  if (api.status === 410 || api.code === "LINK_EXPIRED") return "expired";
  if (api.status === 404) return "unknown";
  if (api.status === 400) return "invalid";
  return "failed";
}

/**
 * POST: decline once, then Post/Redirect/Get to the same address with the proof cookie, so a reload shows
 * the confirmation without another call. A browser that already declined this link is not sent again.
 */
export async function emailRejectionAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { link, proof, cookies } = scope(request, context);
  if (!link.valid) return reply("invalid");
  // The form has one button and no fields: any other body is not it, and the question is asked again.
  const body = await readFormBody(request, { text: [] });
  if (!body.ok) return data<EmailRejectionData>({ state: "confirm" }, { status: body.status });
  const self = pageAddress(new URL(request.url));
  if (hasDeclined(cookies, proof, link)) return redirect(self, 303);
  try {
    await declineMail(context.get(apiClientContext)(), { token: link.token, brand: link.brand });
  } catch (error) {
    return reply(stateOfFailure(error));
  }
  return redirect(self, {
    status: 303,
    headers: { "Set-Cookie": declinedCookie(cookies, proof, link) },
  });
}
