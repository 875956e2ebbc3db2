import type { Hotline } from "~/platform/api/types";
import { Trans } from "~/platform/i18n/i18n";
import { HotlineLink } from "./hotline-link";
import styles from "./termination-form.module.css";
import type { TerminationActionData } from "./termination-reply";
import type { TrackedChoice } from "./termination-tracking";

/** A post that failed for a reason a retry can mend: what happened, nothing is lost, and the hotline. */
export function SubmitFailure({
  action,
  hotline,
  choice,
}: {
  action: TerminationActionData | undefined;
  hotline: Hotline;
  choice: TrackedChoice;
}) {
  if (action?.status !== "failed") return null;
  return (
    <div className={styles.alert} role="alert">
      <p>
        <Trans id={action.message} values={{ hotline: <HotlineLink hotline={hotline} choice={choice} /> }} />
      </p>
    </div>
  );
}
