import { useId } from "react";
import type { IdvMethod } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { Icon } from "~/ui/icon/icon";
import styles from "./method-choices.module.css";

interface Props {
  methods: readonly IdvMethod[];
  choice: string | null;
  onChange: (method: string) => void;
  error: string | null;
}

/**
 * The methods as native radios in a fieldset (Tab into the group, arrows to choose, posted without JavaScript), each
 * with what it needs and how long it takes. Native on purpose: the design system's radio group brings react-aria's
 * DOM helpers, and the IDV pages stay within their first-load budget without them.
 */
export function MethodChoices({ methods, choice, onChange, error }: Props) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t("idv.main.legend")}</legend>
      {methods.map((method, index) => {
        const hintId = `${id}-hint-${index}`;
        return (
          <div key={method.id} className={styles.choice} data-checked={choice === method.id || undefined}>
            <label className={styles.label}>
              <input
                type="radio"
                id={index === 0 ? "idv-method" : undefined}
                name="method"
                value={method.id}
                checked={choice === method.id}
                onChange={() => onChange(method.id)}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={hintId}
                className={styles.radio}
              />
              <span className={styles.name}>
                {t(`idv.method.${method.id}.name`)}
                {method.recommended ? <span className={styles.badge}>{t("idv.main.recommended")}</span> : null}
              </span>
            </label>
            <span id={hintId} className={styles.hint}>
              <span className={styles.block}>{t(`idv.method.${method.id}.needs`)}</span>
              <span className={styles.block}>
                {t("idv.main.duration", { minutes: method.durationMinutes, provider: method.provider })}
              </span>
            </span>
          </div>
        );
      })}
      {error ? (
        <span id={errorId} className={styles.error}>
          <Icon name="error" size={18} />
          <span>{error}</span>
        </span>
      ) : null}
    </fieldset>
  );
}
