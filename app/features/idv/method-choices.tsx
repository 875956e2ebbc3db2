import { useId } from "react";
import type { IdvMethod } from "~/platform/api/types";
import { useCount, useT } from "~/platform/i18n/i18n";
import { Icon } from "~/ui/icon/icon";
import { recommendedMethod } from "./method-choice";
import styles from "./method-choices.module.css";

interface Props {
  methods: readonly IdvMethod[];
  /** Checked in the server's markup; afterwards the radios are the browser's own (uncontrolled). */
  initial: string | null;
  /** The id of the error below the group, or null; every radio names it in aria-describedby. */
  errorId: string | null;
  error: string | null;
}

/**
 * The methods as native radios in a fieldset (Tab into the group, arrows to choose, posted without JavaScript), each
 * with what it needs, how long it takes and what the provider receives. Native on purpose: the design system's radio
 * group brings react-aria's DOM helpers, and the IDV pages stay within their first-load budget without them.
 * Uncontrolled on purpose: a method ticked before the page hydrates stays ticked (React never rewrites it).
 */
export function MethodChoices({ methods, initial, errorId, error }: Props) {
  const t = useT();
  const count = useCount();
  const id = useId();
  const recommended = recommendedMethod(methods);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("idv.main.legend")}</legend>
      {methods.map((method, index) => {
        const hintId = `${id}-hint-${index}`;
        return (
          <div key={method.id} className={styles.choice}>
            <label className={styles.label}>
              <input
                type="radio"
                id={index === 0 ? "idv-method" : undefined}
                name="method"
                value={method.id}
                defaultChecked={initial === method.id}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error && errorId ? `${hintId} ${errorId}` : hintId}
                className={styles.radio}
              />
              <span className={styles.name}>
                {t(`idv.method.${method.id}.name`)}
                {method.id === recommended ? <span className={styles.badge}>{t("idv.main.recommended")}</span> : null}
              </span>
            </label>
            <span id={hintId} className={styles.hint}>
              <span className={styles.block}>{t(`idv.method.${method.id}.needs`)}</span>
              <span className={styles.block}>
                {t("idv.main.duration", { ...count(method.durationMinutes), provider: method.provider })}
              </span>
              <span className={styles.block}>{t(`idv.method.${method.id}.shared`, { provider: method.provider })}</span>
            </span>
          </div>
        );
      })}
      {error && errorId ? (
        <span id={errorId} className={styles.error}>
          <Icon name="error" size={18} />
          <span>{error}</span>
        </span>
      ) : null}
    </fieldset>
  );
}
