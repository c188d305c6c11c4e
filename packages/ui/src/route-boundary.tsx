import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './pages/RouteError';

interface CatchProps {
  /** The address shown: going elsewhere clears a caught error, as a router's error boundary does. */
  path: string;
  children: ReactNode;
}

class CatchScreenErrors extends Component<CatchProps, { error: unknown; path: string }> {
  override state = { error: undefined as unknown, path: this.props.path };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: CatchProps, state: { error: unknown; path: string }) {
    return props.path === state.path ? null : { error: undefined, path: props.path };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError />;
  }
}

/**
 * Around a route's element: a screen that fails to load or throws shows the spec's generic failure with a way
 * home instead of a blank page. No loading placeholder here: screens render only once their code is there
 * (whenScreensLoaded before the first render, AppRoutes before a navigation), and a Suspense boundary around a
 * prerendered page held its hydration back ~300 ms per boundary (React paces what a boundary reveals).
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <CatchScreenErrors path={pathname}>{children}</CatchScreenErrors>;
}
