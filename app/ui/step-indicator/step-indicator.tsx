import { Link } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import styles from "./step-indicator.module.css";
import { stepStates } from "./step-states";

export interface Step {
  id: string;
  label: string;
  /** Completed steps with a path become links back to them. */
  to?: string;
}

interface StepIndicatorProps {
  steps: readonly Step[];
  currentId: string;
  /** Names the navigation landmark (default "Progress"). */
  label?: string;
}

/** Progress through the offer flow: completed steps (with a tick), the current step and the ones to come. */
export function StepIndicator({ steps, currentId, label }: StepIndicatorProps) {
  const t = useT();
  const states = stepStates(
    steps.map((step) => step.id),
    currentId,
  );
  const current = states.indexOf("current") + 1;
  return (
    <nav className={styles.indicator} aria-label={label ?? t("ui.steps.label")}>
      {current > 0 ? (
        <p className={styles.position}>{t("ui.steps.position", { current, total: steps.length })}</p>
      ) : null}
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = states[index];
          const marker =
            state === "completed" ? <Icon name="check" size={16} /> : <span aria-hidden="true">{index + 1}</span>;
          const content = (
            <>
              <span className={styles.marker}>{marker}</span>
              <span className={styles.label}>{step.label}</span>
              {state === "completed" ? <span className="visually-hidden">({t("ui.steps.completed")})</span> : null}
              {state === "upcoming" ? <span className="visually-hidden">({t("ui.steps.upcoming")})</span> : null}
            </>
          );
          return (
            <li
              key={step.id}
              className={styles.step}
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
            >
              {state === "completed" && step.to ? (
                <Link to={step.to} className={styles.link}>
                  {content}
                </Link>
              ) : (
                <span className={styles.link}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
