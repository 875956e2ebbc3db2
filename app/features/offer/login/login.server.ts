import { data, type RouterContextProvider, redirect } from "react-router";
import { authCookie, isBearerToken } from "~/platform/api/auth-cookie";
import { getAuthToken, LoginLimitedError } from "~/platform/api/endpoints/get-auth-token";
import { verifyOffer } from "~/platform/api/endpoints/verify-offer";
import { createServerApiClient } from "~/platform/api/server";
import {
  apiClientContext,
  appConfigContext,
  type LoginAttempt,
  loginAttemptContext,
  requestInfoContext,
} from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { securesCookies } from "~/platform/http/cookies";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import {
  bindingOf,
  failedStatus,
  isLoginCode,
  LOGIN_FIELDS,
  loginFailure,
  minutesUntil,
  secondsUntil,
} from "./login-rules";
import { isOfferToken, safeReturnPath } from "./return-path";

/** The page as the address opens it: a code to sign in with, or why there is none. */
export interface OfferLoginPage {
  state: "ready" | "missing" | "invalid";
  token: string;
  lang: Language;
}

/**
 * The action's answer when it does not sign in: a refused code; a failure, with the code and the return path for
 * the retry (the address no longer has them); too many tries, with the time they are taken again.
 */
export type OfferLoginAnswer =
  | { state: "invalid" }
  | { state: "failed"; code: string; returnPath: string | null }
  | { state: "limited"; retryAt: string; minutes: number };

/**
 * `/angebot/<token>/login?code=`: whether there is a code worth sending. The code itself stays out of the page data
 * (the page reads it from the address into its form), so it is in no data request and no cache of one.
 */
export function loadOfferLogin(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const { lang } = context.get(requestInfoContext);
  const code = new URL(request.url).searchParams.get(LOGIN_FIELDS.code);
  const page = (state: OfferLoginPage["state"], status: number) =>
    data<OfferLoginPage>({ state, token, lang }, { status });
  if (!code) return page("missing", 400);
  if (!isOfferToken(token) || !isLoginCode(code)) return page("invalid", 400);
  return page("ready", 200);
}

/** The action's outcome for the limiter: only a refused code counts against the limits. */
function report(attempt: LoginAttempt | null, outcome: NonNullable<LoginAttempt["outcome"]>): void {
  if (attempt) attempt.outcome = outcome;
}

/**
 * The login form's POST: the code for the offer's bearer (on the server: the bearer never reaches a script), checked
 * against this offer (a code of another offer, or a bearer that does not open this one, is refused like a wrong code,
 * so no link can sign a customer into someone else's offer), then kept in an HttpOnly SameSite=Strict cookie, and on
 * to the remembered page of this offer or the offer itself. Otherwise the page again with why: 401 refused, 429 too
 * many tries (the limiter in front or the backend; with Retry-After), 502/503 a failure the customer can retry.
 */
export async function offerLoginAction(
  request: Request,
  token: string,
  context: Readonly<RouterContextProvider>,
  now: () => number = Date.now,
) {
  const { lang } = context.get(requestInfoContext);
  const config = context.get(appConfigContext);
  const attempt = context.get(loginAttemptContext);
  const answer = (value: OfferLoginAnswer, status: number) => data<OfferLoginAnswer>(value, { status });
  const limited = (until: Date) => {
    report(attempt, "limited");
    const value: OfferLoginAnswer = {
      state: "limited",
      retryAt: until.toISOString(),
      minutes: minutesUntil(until, now()),
    };
    return data<OfferLoginAnswer>(value, {
      status: 429,
      headers: { "Retry-After": String(secondsUntil(until, now())) },
    });
  };
  const refused = () => {
    report(attempt, "refused");
    return answer({ state: "invalid" }, 401);
  };

  if (attempt?.limitedUntil) return limited(attempt.limitedUntil);
  const body = await readFormBody(request, { text: [LOGIN_FIELDS.code, LOGIN_FIELDS.returnPath] });
  if (!body.ok) return answer({ state: "invalid" }, body.status);
  const code = body.formData.get(LOGIN_FIELDS.code);
  if (typeof code !== "string" || !isOfferToken(token) || !isLoginCode(code)) return answer({ state: "invalid" }, 400);
  const returnPath = safeReturnPath(token, body.formData.get(LOGIN_FIELDS.returnPath)) ?? null;
  const failed = (error: unknown) => {
    report(attempt, "failed");
    return answer({ state: "failed", code, returnPath }, failedStatus(error));
  };

  let bearer: string;
  try {
    bearer = (await getAuthToken(context.get(apiClientContext)(), code, token, now)).accessToken;
  } catch (error) {
    if (error instanceof LoginLimitedError) return limited(error.retryAt);
    return loginFailure(error) === "invalid" ? refused() : failed(error);
  }
  // A bearer no cookie can carry would sign in no later request.
  if (!isBearerToken(bearer)) return failed(null);
  try {
    await verifyOffer(createServerApiClient(request, config, bearer).client, token);
  } catch (error) {
    const binding = bindingOf(error);
    if (binding === "refused") return refused();
    if (binding === "unknown") return failed(error);
  }
  report(attempt, "signedIn");
  return redirect(returnPath ?? localizePath(pathTo("offer", { token }), lang), {
    headers: { "Set-Cookie": authCookie(bearer, securesCookies(request, config)) },
  });
}
