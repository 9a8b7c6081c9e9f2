import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';

/** The last line: an error in the frame itself shows the error page instead of a blank screen. */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state: { error: unknown; failed: boolean } = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] page failed', error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
