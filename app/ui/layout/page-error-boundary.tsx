import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from "react";
import { isChunkLoadError, reloadForChunkError } from "~/platform/errors/chunk-reload";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "../button/button";

// The modal's code loads only when a page actually fails.
const ErrorModal = lazy(() => import("../error-modal/error-modal").then((m) => ({ default: m.ErrorModal })));

interface State {
  error: unknown;
  hasError: boolean;
  modalOpen: boolean;
}

/** What stays where the failed page was once the modal is closed (kept light: it is part of every page). */
function FailedPart({ onReset }: { onReset: () => void }) {
  const t = useT();
  return (
    <div role="alert">
      <p>{t("error.boundary.gone")}</p>
      <Button onClick={onReset}>{t("error.boundary.reset")}</Button>
    </div>
  );
}

/** Catches render errors of a page: the frame stays, the error shows in the error modal with reset and close. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, hasError: false, modalOpen: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true, modalOpen: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error(error, info.componentStack);
  }

  reset = () => this.setState({ error: null, hasError: false, modalOpen: false });

  close = () => this.setState({ modalOpen: false });

  render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <>
        <FailedPart onReset={this.reset} />
        <Suspense fallback={null}>
          <ErrorModal
            isOpen={this.state.modalOpen}
            error={this.state.error}
            onClose={this.close}
            onReset={this.reset}
          />
        </Suspense>
      </>
    );
  }
}
