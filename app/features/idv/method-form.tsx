import { type FormEvent, type MouseEvent, useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { useBrand } from "~/platform/brand/brand-context";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import styles from "./idv.module.css";
import type { IdvPageData } from "./idv.server";
import { isMethodId, screenPath } from "./idv-screens";
import { initialChoice } from "./method-choice";
import { MethodChoices } from "./method-choices";
import { storeMethodChoice } from "./method-storage";

export type MethodProblem = "choose" | "notAvailable" | "failed" | null;

/** A page with the method form: its data, the last submit's problem and the method that submit posted. */
export interface MethodFormProps {
  page: IdvPageData;
  problem: MethodProblem;
  posted?: string | null;
}

/** The first radio: the error summary's link leads there. */
const FIELD_ID = "idv-method";
/** The error below the radios (one method form per page). */
const ERROR_ID = "idv-method-error";

/**
 * What went wrong with the last submit, as the forms' error summary does it (ui/fields/error-summary.tsx): an alert
 * that takes focus after every failed submit (autoFocus without JavaScript) and links to the choice. Its own few lines: the shared summary comes in the forms' chunk, which the IDV pages' budget cannot carry.
 */
function ProblemSummary({ message, navigationState }: { message: string; navigationState: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Once each answer has arrived (idle again), not while the next one is being sent: focus stays on the button then.
  useEffect(() => {
    if (navigationState === "idle") ref.current?.focus();
  }, [navigationState]);
  const toChoice = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(FIELD_ID)?.focus();
  };
  return (
    // biome-ignore lint/a11y/noAutofocus: without JavaScript the answer's page focuses what went wrong itself
    <div ref={ref} role="alert" tabIndex={-1} autoFocus className={styles.problem}>
      <a href={`#${FIELD_ID}`} onClick={toChoice}>
        {message}
      </a>
    </div>
  );
}

/**
 * The methods as native radios with what each needs, how long it takes and what the provider receives, posted to the
 * action of the page that shows them (the selection, or the failed page's retry): a plain POST without JavaScript,
 * the router's with it. A failed choice comes back to the same page with an error summary that takes focus, and with
 * the posted method still chosen. The choice is kept in local storage.
 */
export function MethodForm({ page, problem, posted = null }: MethodFormProps) {
  const t = useT();
  const brand = useBrand();
  const navigation = useNavigation();
  const { methods } = page;
  const failed = page.screen === "failed";
  const initial = initialChoice(methods, { posted, selected: page.selectedMethod, failed });
  // The page's own query (?brand=) stays: an answer at another address would be a new page, its heading taking focus.
  const action = `${screenPath(page.token, failed ? "failed" : "selection", page.lang)}${useLocation().search}`;
  const remember = (event: FormEvent<HTMLFormElement>) => {
    const method = new FormData(event.currentTarget).get("method");
    if (isMethodId(method)) storeMethodChoice(method);
  };
  const fieldProblem = problem === "choose" || problem === "notAvailable" ? problem : null;

  return (
    <Form method="post" action={action} noValidate onSubmit={remember} className={styles.form}>
      {problem ? (
        <ProblemSummary message={t(`idv.main.problem.${problem}`)} navigationState={navigation.state} />
      ) : null}
      <MethodChoices
        methods={methods}
        initial={initial}
        errorId={fieldProblem ? ERROR_ID : null}
        error={fieldProblem ? t(`idv.main.problem.${fieldProblem}`) : null}
      />
      <Button type="submit" loading={navigation.state === "submitting"}>
        {t("idv.main.submit")}
      </Button>
      {brand.privacyUrl ? (
        <p className={styles.privacy}>
          <a href={brand.privacyUrl} target="_blank" rel="noopener">
            {t("idv.main.privacy")}
          </a>
        </p>
      ) : null}
    </Form>
  );
}
