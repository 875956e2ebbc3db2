import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorModal } from "./error-modal";

interface Props {
  children: ReactNode;
  /** Called once per caught error (logging); the modal shows either way. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called before the children render again, to clear whatever made them fail. */
  onReset?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
  modalOpen: boolean;
}

/**
 * Catches render errors of its children and shows them in the error modal. Reset renders the children again;
 * close keeps the failed part empty so the rest of the page stays usable.
 */
export class ModalErrorBoundary extends Component<Props, State> {
  state: State = { error: null, hasError: false, modalOpen: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true, modalOpen: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false, modalOpen: false });
  };

  close = () => this.setState({ modalOpen: false });

  render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorModal isOpen={this.state.modalOpen} error={this.state.error} onClose={this.close} onReset={this.reset} />
    );
  }
}
