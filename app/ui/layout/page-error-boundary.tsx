import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from "react";
import { isChunkLoadError, reloadForChunkError } from "~/platform/errors/chunk-reload";

const ErrorBoundaryModal = lazy(() => import("./error-boundary-modal"));

interface State {
  error: unknown;
}

/** Catches render errors of a page: the page frame stays, the error shows in a modal with reset and close. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error(error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorBoundaryModal error={this.state.error} onReset={this.reset} />
      </Suspense>
    );
  }
}
