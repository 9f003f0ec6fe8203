import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback.tsx';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the pathname) clears a caught error, so navigating away recovers. */
  resetKey?: unknown;
  /** Shown instead of the standard error screen (e.g. null for an optional part of the layout). */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error in the page', error, info.componentStack);
  }

  override render() {
    if (this.state.error && this.props.fallback !== undefined) return this.props.fallback;
    if (this.state.error) return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
