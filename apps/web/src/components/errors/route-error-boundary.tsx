import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

type Props = {
  children: ReactNode;
  /** The location's key: a navigation clears the error. */
  resetKey: string;
};
type State = { failed: boolean; error: unknown; resetKey: string };

/**
 * Catches a render error or a failed lazy import (e.g. a stale chunk after a deploy) anywhere below the root
 * route and shows RouteError instead of a blank page. Navigating elsewhere (back, a link) renders that page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
