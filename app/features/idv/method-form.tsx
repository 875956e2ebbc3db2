import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { ErrorSummary } from "~/ui/fields/error-summary";
import styles from "./idv.module.css";
import type { IdvPageData } from "./idv.server";
import { isMethodId, screenPath } from "./idv-screens";
import { initialChoice, storedChoiceApplies } from "./method-choice";
import { MethodChoices } from "./method-choices";
import { readMethodChoice, storeMethodChoice } from "./method-storage";

export type MethodProblem = "choose" | "notAvailable" | "failed" | null;

/** The first radio: the error summary's link leads there. */
const FIELD_ID = "idv-method";

/** Counts the action's answers (a new object each time), so the error summary takes focus after every failed submit. */
function useAnswerCount(): number {
  const answer = useActionData();
  const [seen, setSeen] = useState({ answer, count: 0 });
  if (seen.answer !== answer) setSeen({ answer, count: seen.count + 1 });
  return seen.count;
}

/** The start failed (nothing to correct): said at once, and focused like an error summary so the retry starts here. */
function StartFailed({ focusKey }: { focusKey: number }) {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey re-focuses after each failed start
  useEffect(() => ref.current?.focus(), [focusKey]);
  return (
    // biome-ignore lint/a11y/noAutofocus: without JavaScript the answer's page focuses what went wrong itself
    <p ref={ref} role="alert" tabIndex={-1} autoFocus className={styles.problem}>
      {t("idv.main.problem.failed")}
    </p>
  );
}

/**
 * The methods as native radios with what each needs, how long it takes and what the provider receives, posted to the
 * action of the page that shows them (the selection, or the failed page's retry): a plain POST without JavaScript,
 * the router's with it. A failed choice comes back to the same page with an error summary that takes focus, and with
 * the posted method still chosen. The choice is kept in local storage.
 */
export function MethodForm({
  page,
  problem,
  posted = null,
}: {
  page: IdvPageData;
  problem: MethodProblem;
  posted?: string | null;
}) {
  const t = useT();
  const brand = useBrand();
  const navigation = useNavigation();
  const errorId = `${useId()}-error`;
  const formRef = useRef<HTMLFormElement>(null);
  const answers = useAnswerCount();
  const { methods } = page;
  const failed = page.screen === "failed";
  const initial = initialChoice(methods, { posted, selected: page.selectedMethod, failed });
  const [firstInitial] = useState(initial);
  const failedMethod = failed ? page.selectedMethod : null;
  // Once, after hydration: the stored choice, unless the customer has already ticked one (before hydration, too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's choice is the server's markup
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const checkedNow = new FormData(form).get("method");
    const stored = readMethodChoice();
    const input = { stored, initial: firstInitial, checkedNow: typeof checkedNow === "string" ? checkedNow : null };
    if (!storedChoiceApplies({ ...input, failedMethod, methods })) return;
    const radio = form.querySelector<HTMLInputElement>(`input[name="method"][value="${input.stored}"]`);
    if (radio) radio.checked = true;
  }, []);
  // The page's own query (?brand=) stays: an answer at another address would be a new page, its heading taking focus.
  const action = `${screenPath(page.token, failed ? "failed" : "selection", page.lang)}${useLocation().search}`;
  const remember = (event: FormEvent<HTMLFormElement>) => {
    const method = new FormData(event.currentTarget).get("method");
    if (isMethodId(method)) storeMethodChoice(method);
  };
  const fieldProblem = problem === "choose" || problem === "notAvailable" ? problem : null;
  const summary = fieldProblem ? [{ fieldId: FIELD_ID, message: t(`idv.main.problem.${fieldProblem}`) }] : [];

  return (
    <Form ref={formRef} method="post" action={action} noValidate onSubmit={remember} className={styles.form}>
      {problem === "failed" ? <StartFailed focusKey={answers} /> : null}
      <ErrorSummary errors={summary} focusKey={`${answers}-${problem}`} />
      <MethodChoices
        methods={methods}
        initial={initial}
        errorId={fieldProblem ? errorId : null}
        error={fieldProblem ? t(`idv.main.problem.${fieldProblem}`) : null}
      />
      <Button type="submit" loading={navigation.state === "submitting"}>
        {t("idv.main.submit")}
      </Button>
      {brand.privacyUrl ? (
        <p className={styles.privacy}>
          <Trans
            id="idv.main.privacy"
            values={{
              link: (
                <a href={brand.privacyUrl} target="_blank" rel="noopener">
                  {t("idv.main.privacyLink")}
                </a>
              ),
            }}
          />
        </p>
      ) : null}
    </Form>
  );
}
