import { Component, type ReactNode } from 'react';

interface Props {
  /** When it changes (the visitor went elsewhere), a failed page is tried again. */
  resetKey: string;
  /** Called when the boundary lets a failed page try again. */
  onReset?: () => void;
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows `fallback` in place of a page that failed to load or render; the header and footer stay. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (!this.state.failed || previous.resetKey === this.props.resetKey) return;
    this.props.onReset?.();
    this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
