/** Catches a render crash below it and shows a message with "Try again" instead of a blank screen. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Says what broke, e.g. "The card could not be shown." */
  message?: string;
  /** A new value (e.g. a new answer) clears a previous crash, so fresh data gets a fresh try. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  failed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Summary: a part of the page crashed', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  /** Remounts the children; they restore what the user typed from localStorage. */
  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="crash" role="alert">
        <p className="crash__title">{this.props.message ?? 'Something went wrong.'}</p>
        <p className="crash__hint">What you typed is kept. Try again, or reload the page.</p>
        <button type="button" className="button button--secondary" onClick={this.retry}>
          Try again
        </button>
      </div>
    );
  }
}
