import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import { useCount, useFormat, useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { Page } from "~/ui/layout/page";
import { Spinner } from "~/ui/spinner/spinner";
import { StatusSection } from "~/ui/status-section/status-section";
import styles from "../entry/entry.module.css";
import { EntryHelp } from "../entry/entry-help";
import type { OfferLoginAnswer, OfferLoginPage } from "./login.server";
import { LOGIN_FIELDS, withoutCode } from "./login-rules";
import { takeReturnPath } from "./return-path";

/** Where the login form posts: this page without the code, so the code leaves the address bar with the post. */
function useLoginAction(): string {
  const { pathname, search } = useLocation();
  return withoutCode(pathname, search);
}

const usePosting = () => {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
};

/**
 * The code from the address, in a form that signs in: its button without JavaScript; with it the form is sent once
 * on its own, through the router (the same-origin POST React Router checks), with the page this offer's login was
 * asked from (session storage) as the return path. The code is read from the address on the server and in the
 * browser alike, never from the page data.
 */
function SignIn({ token }: { token: string }) {
  const t = useT();
  const { search } = useLocation();
  const action = useLoginAction();
  const posting = usePosting();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const code = new URLSearchParams(search).get(LOGIN_FIELDS.code) ?? "";

  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    const fields = new FormData(form.current);
    const returnPath = takeReturnPath(token);
    if (returnPath) fields.set(LOGIN_FIELDS.returnPath, returnPath);
    // Replaces the login with its code in the history: back from the offer does not sign in again.
    submit(fields, { method: "post", action, replace: true });
  }, [submit, action, token]);

  return (
    <Form method="post" action={action} replace ref={form}>
      <input type="hidden" name={LOGIN_FIELDS.code} value={code} />
      {posting ? (
        <div className={styles.lead} role="status">
          <Spinner size="large" decorative tone="brand" delayMs={0} />
          <p>{t("offer.login.signingIn")}</p>
        </div>
      ) : (
        <>
          <p className={styles.lead}>{t("offer.login.ready")}</p>
          <div className={styles.actions}>
            <Button type="submit">{t("offer.entry.continue")}</Button>
          </div>
        </>
      )}
    </Form>
  );
}

/** "Try again" after a failure: the same post with the code and return path the answer kept. */
function Retry({ code, returnPath }: { code: string; returnPath: string | null }) {
  const t = useT();
  const action = useLoginAction();
  const posting = usePosting();
  return (
    <Form method="post" action={action} replace>
      <input type="hidden" name={LOGIN_FIELDS.code} value={code} />
      {returnPath ? <input type="hidden" name={LOGIN_FIELDS.returnPath} value={returnPath} /> : null}
      <Button type="submit" icon="refresh" loading={posting}>
        {t("offer.entry.retry")}
      </Button>
    </Form>
  );
}

/** When the login takes codes again: the clock time in Germany, and about how many minutes. */
function LimitedText({ retryAt, minutes }: { retryAt: string; minutes: number }) {
  const t = useT();
  const format = useFormat();
  const count = useCount();
  const time = format.date(new Date(retryAt), { timeStyle: "short" });
  return <>{t("offer.login.limited.text", { time, ...count(minutes) })}</>;
}

/** The offer login: the form that signs in with the link's code, then the offer; or why not. */
export function OfferLoginScreen({ page, answer }: { page: OfferLoginPage; answer: OfferLoginAnswer | undefined }) {
  const t = useT();
  const state = answer?.state ?? page.state;
  if (state === "ready") {
    return (
      <Page title={t("offer.login.title")}>
        <SignIn token={page.token} />
      </Page>
    );
  }
  return (
    <Page title={t("offer.login.title")}>
      <div role="alert">
        <StatusSection
          headline={t(`offer.login.${state}.headline`)}
          text={
            answer?.state === "limited" ? (
              <LimitedText retryAt={answer.retryAt} minutes={answer.minutes} />
            ) : state === "limited" ? null : (
              t(`offer.login.${state}.text`)
            )
          }
          buttons={answer?.state === "failed" ? <Retry code={answer.code} returnPath={answer.returnPath} /> : undefined}
        />
      </div>
      <EntryHelp lang={page.lang} />
    </Page>
  );
}
