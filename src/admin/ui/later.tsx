// Code loaded on first need (lazy) that must still work offline: it is fetched once the browser is
// idle after the page loads, and a chunk that cannot be fetched shows a stand-in instead of taking the
// whole page down (an error thrown above the screens' boundary would empty the page).
import { Component, type ReactNode } from 'react';

/** Runs `load` when the browser is idle: never ahead of what the page shows first (the sign-in form). */
export function whenIdle(load: () => Promise<unknown>): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => void load().catch(() => undefined));
}

interface Props {
  children: ReactNode;
  /** Shown when the code could not be loaded (offline, before it was ever fetched). */
  fallback: ReactNode;
}

/** Shows `fallback` instead of `children` when their lazy code fails to load. */
export class LoadFailureBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
