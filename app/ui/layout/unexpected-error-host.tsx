import { lazy, Suspense } from "react";
import { useUnexpectedError } from "~/platform/errors/unexpected-error";

const UnexpectedErrorModal = lazy(() => import("./unexpected-error-modal"));

/** Shows the unexpected-error modal when a screen reports one; its code stays out of the first load. */
export function UnexpectedErrorHost() {
  const error = useUnexpectedError();
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <UnexpectedErrorModal />
    </Suspense>
  );
}
