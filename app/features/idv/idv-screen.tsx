import type { IdvActionData, IdvPageData } from "./idv.server";
import { ResultScreen } from "./result-screen";
import { SelectionScreen } from "./selection-screen";

/**
 * `/idv/<token>`: the selection (or the chosen, unstarted method), and the screens without a page of their own,
 * also when the selection form's answer names one. Result pages render their screen directly (smaller first load).
 */
export function IdvMainScreen({ page, action }: { page: IdvPageData; action?: IdvActionData | undefined }) {
  const { shown, problem, posted } = answered(page, action);
  return shown.screen === "selection" || shown.screen === "submitted" ? (
    <SelectionScreen page={shown} problem={problem} posted={posted} />
  ) : (
    <ResultScreen page={shown} problem={problem} posted={posted} />
  );
}

/** `/idv/<token>/fehlgeschlagen`: the failed result with its retry, or the screen a failed retry's answer names. */
export function IdvFailedScreen({ page, action }: { page: IdvPageData; action?: IdvActionData | undefined }) {
  const { shown, problem, posted } = answered(page, action);
  return <ResultScreen page={shown} problem={problem} posted={posted} />;
}

/** The page to show after the selection form's answer: its screen, or the loader's page with the form's problem. */
function answered(page: IdvPageData, action: IdvActionData | undefined) {
  if (action && "page" in action) return { shown: action.page, problem: null, posted: null };
  return { shown: page, problem: action?.problem ?? null, posted: action?.method ?? null };
}
