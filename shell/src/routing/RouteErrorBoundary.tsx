import { useLocation } from '@shop/platform';
import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';

interface Props {
  /** The page the error happened on: going to another page (Back included) tries again. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  /** The page it failed on, noted at the render after the failure. */
  failedAt: string | null;
}

const FINE: State = { failed: false, error: null, failedAt: null };

class Boundary extends Component<Props, State> {
  override state: State = FINE;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error, failedAt: null };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : FINE;
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] page failed', error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The last line: an error in the frame itself shows the error page instead of a blank screen, until the
 * buyer goes to another page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
