import type { Hotline } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import styles from "./termination-form.module.css";
import type { TerminationActionData } from "./termination-reply";

/** A post that failed for a reason a retry can mend: what happened, and the hotline as another way. */
export function SubmitFailure({ action, hotline }: { action: TerminationActionData | undefined; hotline: Hotline }) {
  const t = useT();
  if (action?.status !== "failed") return null;
  return (
    <div className={styles.alert} role="alert">
      <p>{t(action.message, { hotline: hotline.displayNumber })}</p>
    </div>
  );
}
