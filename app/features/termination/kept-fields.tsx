import { type EchoedValues, listOf, textOf } from "~/platform/forms/form-values";
import type { TerminationActionData } from "./termination-reply";

/**
 * What a form carries from one post to the next: its submission id and request key (a retry after a failure
 * acts once), the proofs already uploaded, and that the combined-advantage notice has been seen — after it
 * has been shown once, "Jetzt kündigen" sends (§ 312k BGB: the notice informs, it never stands in the way).
 */
export function KeptFields({
  defaults,
  submissionId,
  action,
}: {
  defaults: EchoedValues;
  submissionId: string;
  action: TerminationActionData | undefined;
}) {
  const noticeSeen =
    action?.status === "notice" || listOf(defaults, "acknowledgedNotices").includes("combinedAdvantage");
  const idempotencyKey = textOf(defaults, "idempotencyKey");
  return (
    <>
      <input type="hidden" name="submissionId" value={textOf(defaults, "submissionId") ?? submissionId} />
      {idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
      {listOf(defaults, "uploadIds").map((id) => (
        <input key={id} type="hidden" name="uploadIds" value={id} />
      ))}
      {listOf(defaults, "uploadNames").map((name) => (
        <input key={name} type="hidden" name="uploadNames" value={name} />
      ))}
      {noticeSeen ? <input type="hidden" name="acknowledgedNotices" value="combinedAdvantage" /> : null}
    </>
  );
}
