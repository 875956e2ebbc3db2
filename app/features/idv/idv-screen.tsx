import type { IdvActionData, IdvPageData } from "./idv.server";
import { answered, ResultScreen } from "./result-screen";
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
