import { data, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/platform/config/context";
import type { Language } from "~/platform/i18n/languages";
import { isLoginCode, type LoginState } from "./login-rules";
import { isOfferToken } from "./return-path";

export interface OfferLoginPage {
  state: LoginState;
  token: string;
  lang: Language;
}

/**
 * `/angebot/<token>/login?code=`: the server only tells whether there is a code worth exchanging; the code
 * itself stays out of the page data (the browser reads it from the address and exchanges it).
 */
export function loadOfferLogin(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const { lang } = context.get(requestInfoContext);
  const code = new URL(request.url).searchParams.get("code");
  const page = (state: LoginState, status: number) => data<OfferLoginPage>({ state, token, lang }, { status });
  if (!code) return page("missing", 400);
  if (!isOfferToken(token) || !isLoginCode(code)) return page("invalid", 400);
  return page("signingIn", 200);
}
