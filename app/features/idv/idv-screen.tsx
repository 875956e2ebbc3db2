import { useBrand } from "~/platform/brand/brand-context";
import type { IdvActionData, IdvPageData } from "./idv.server";
import { useIdvTracking } from "./idv-tracking";
import { PendingScreen } from "./pending-screen";
import { PostIdentScreen } from "./post-ident-screen";
import { ResultScreen } from "./result-screen";
import { SelectionScreen } from "./selection-screen";

/** Every IDV route renders this: the loader's screen, or the screen the selection form's answer named. */
export function IdvScreen({ page, action }: { page: IdvPageData; action?: IdvActionData | undefined }) {
  const brand = useBrand();
  const shown = action && "page" in action ? action.page : page;
  const problem = action && "problem" in action ? action.problem : null;
  useIdvTracking({
    screen: shown.screen,
    label: { mixedBasketWithOtp: shown.mixedBasketWithOtp, method: shown.selectedMethod },
    useCase: shown.offerUseCase ?? brand.slug,
    reason: shown.reason,
    status: shown.failureStatus,
  });
  switch (shown.screen) {
    case "selection":
    case "submitted":
      return <SelectionScreen page={shown} problem={problem} />;
    case "pending":
      return <PendingScreen page={shown} />;
    case "postIdent":
      return <PostIdentScreen page={shown} />;
    default:
      return <ResultScreen page={shown} problem={problem} />;
  }
}
