import { Form, useLocation } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { Page } from "~/ui/layout/page";
import styles from "./idv.module.css";
import { IdvHelp } from "./idv-help";
import { screenPath } from "./idv-screens";
import { useIdvPageTracking } from "./idv-tracking";
import { MethodForm, type MethodFormProps } from "./method-form";

/** `/idv/<token>`: the methods the case allows; a chosen but unstarted method is offered first ("submitted"). */
export function SelectionScreen({ page, problem, posted = null }: MethodFormProps) {
  const t = useT();
  // The page's own query (?brand=) stays with the post, as MethodForm's does: the answer is this page again.
  const { search } = useLocation();
  useIdvPageTracking(page);
  const chosen = page.screen === "submitted" ? page.methods.find((method) => method.id === page.selectedMethod) : null;
  if (!chosen) {
    return (
      <Page title={t("idv.main.title")}>
        <p className={styles.lead}>{t("idv.main.intro")}</p>
        <MethodForm page={page} problem={problem} posted={posted} />
        <IdvHelp shopHotline={null} />
      </Page>
    );
  }
  const name = t(`idv.method.${chosen.id}.name`);
  return (
    <Page title={t("idv.submitted.title")}>
      <p className={styles.lead}>{t("idv.submitted.text", { method: name })}</p>
      <Form method="post" action={`${screenPath(page.token, "selection", page.lang)}${search}`} className={styles.form}>
        <input type="hidden" name="method" value={chosen.id} />
        <Button type="submit">{t("idv.submitted.continue", { method: name })}</Button>
      </Form>
      <h2 className={styles.subheading}>{t("idv.submitted.other")}</h2>
      <MethodForm page={page} problem={problem} posted={posted} />
      <IdvHelp shopHotline={null} />
    </Page>
  );
}
