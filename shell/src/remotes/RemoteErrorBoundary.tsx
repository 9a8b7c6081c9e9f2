import { Component, type ReactNode } from 'react';

interface Props {
  remote: string;
  fallback: (retry: () => void, error: unknown) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote inside its own area: the frame and the other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] remote "${this.props.remote}" failed`, error);
  }

  override render() {
    if (this.state.failed) return this.props.fallback(this.props.onRetry, this.state.error);
    return this.props.children;
  }
}
