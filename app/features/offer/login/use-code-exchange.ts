import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { storeAuthToken } from "~/platform/api/auth-token";
import { createBrowserApiClient } from "~/platform/api/browser";
import { getAuthToken } from "~/platform/api/endpoints/get-auth-token";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { type LoginState, loginFailure, withoutCode } from "./login-rules";
import { takeReturnPath } from "./return-path";

/**
 * Runs the code exchange in the browser (the auth token belongs in local storage): the code leaves the
 * address bar at once and stays only in memory for a retry; success continues where the customer was,
 * else on the offer page. The code is never shown or logged.
 */
export function useCodeExchange(initial: LoginState, token: string, lang: Language) {
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const code = useRef<string | null>(null);
  const started = useRef(false);

  const exchange = useCallback(async () => {
    if (!code.current) return;
    setState("signingIn");
    try {
      const auth = await getAuthToken(createBrowserApiClient(), code.current);
      storeAuthToken(auth.accessToken);
      code.current = null;
      navigate(takeReturnPath(token) ?? localizePath(`/angebot/${token}`, lang), { replace: true });
    } catch (error) {
      setState(loginFailure(error));
      if (loginFailure(error) === "invalid") code.current = null;
    }
  }, [navigate, token, lang]);

  useEffect(() => {
    if (initial !== "signingIn" || started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    code.current = url.searchParams.get("code");
    navigate(withoutCode(url), { replace: true, preventScrollReset: true });
    void exchange();
  }, [initial, navigate, exchange]);

  return { state, retry: exchange };
}
