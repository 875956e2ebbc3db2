import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { type LoginState, loginFailure, withoutCode } from "./login-rules";

/**
 * A failed exchange's answer, kept in memory only: taking the code out of the address re-mounts the page
 * (its key is path and query), and the retry needs the code. Gone with a reload; never stored or logged.
 */
let lastFailure: { token: string; state: "invalid" | "failed"; code: string | null } | null = null;

function codeInAddress(): string | null {
  return typeof window === "undefined" ? null : new URL(window.location.href).searchParams.get("code");
}

/**
 * Runs the code exchange in the browser (the auth token belongs in local storage). Success continues where
 * the customer was, else on the offer page, replacing the login in the history; a failure takes the code
 * out of the address bar and says why. The code is never shown or logged.
 */
export function useCodeExchange(initial: LoginState, token: string, lang: Language) {
  const navigate = useNavigate();
  const [state, setState] = useState<LoginState>(() =>
    lastFailure?.token === token && !codeInAddress() ? lastFailure.state : initial,
  );
  const started = useRef(false);

  const exchange = useCallback(
    async (code: string) => {
      setState("signingIn");
      try {
        const { exchangeCode } = await import("./exchange-code");
        const returnPath = await exchangeCode(code, token);
        lastFailure = null;
        navigate(returnPath ?? localizePath(pathTo("offer", { token }), lang), { replace: true });
      } catch (error) {
        const failure = loginFailure(error);
        lastFailure = { token, state: failure, code: failure === "failed" ? code : null };
        setState(failure);
        if (codeInAddress()) navigate(withoutCode(new URL(window.location.href)), { replace: true });
      }
    },
    [navigate, token, lang],
  );

  useEffect(() => {
    if (started.current || state !== "signingIn") return;
    started.current = true;
    const code = codeInAddress();
    if (code) void exchange(code);
    else setState("missing");
  }, [state, exchange]);

  const retry = useCallback(() => {
    if (lastFailure?.token === token && lastFailure.code) void exchange(lastFailure.code);
  }, [exchange, token]);

  return { state, retry };
}
