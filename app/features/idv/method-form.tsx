import { type FormEvent, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { IdvMethod } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import styles from "./idv.module.css";
import type { IdvPageData } from "./idv.server";
import { isMethodId, screenPath } from "./idv-screens";
import { MethodChoices } from "./method-choices";
import { readMethodChoice, storeMethodChoice } from "./method-storage";

export type MethodProblem = "choose" | "notAvailable" | "failed" | null;

/** The method shown first: the one chosen before, else the recommended one, else the first. */
function initialChoice(methods: readonly IdvMethod[], selected: string | null): string | null {
  if (selected && methods.some((method) => method.id === selected)) return selected;
  return (methods.find((method) => method.recommended) ?? methods[0])?.id ?? null;
}

/**
 * The methods as native radios with what each needs and how long it takes, posted to the action of the page that
 * shows them (the selection, or the failed page's retry): a plain POST without JavaScript, the router's with it,
 * and a failed choice comes back to the same page with its message. The choice is kept in local storage.
 */
export function MethodForm({ page, problem }: { page: IdvPageData; problem: MethodProblem }) {
  const t = useT();
  const navigation = useNavigation();
  const { methods } = page;
  const [choice, setChoice] = useState(() => initialChoice(methods, page.selectedMethod));
  useEffect(() => {
    const stored = readMethodChoice();
    if (stored && methods.some((method) => method.id === stored)) setChoice(stored);
  }, [methods]);
  const action = screenPath(page.token, page.screen === "failed" ? "failed" : "selection", page.lang);
  const remember = (event: FormEvent<HTMLFormElement>) => {
    const method = new FormData(event.currentTarget).get("method");
    if (isMethodId(method)) storeMethodChoice(method);
  };
  const fieldProblem = problem === "choose" || problem === "notAvailable" ? problem : null;

  return (
    <Form method="post" action={action} noValidate onSubmit={remember} className={styles.form}>
      {problem === "failed" ? (
        <p role="alert" className={styles.problem}>
          {t("idv.main.problem.failed")}
        </p>
      ) : null}
      <MethodChoices
        methods={methods}
        choice={choice}
        onChange={setChoice}
        error={fieldProblem ? t(`idv.main.problem.${fieldProblem}`) : null}
      />
      <Button type="submit" loading={navigation.state === "submitting"}>
        {t("idv.main.submit")}
      </Button>
    </Form>
  );
}
