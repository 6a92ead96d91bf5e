import { Button } from "@web/components/Button.tsx";
import { Logo } from "@web/components/Logo.tsx";
import { Component, type ReactNode, useEffect } from "react";

/**
 * Shown when a screen throws or its code cannot be loaded (often a new release of the app
 * replaced the old files): reloading fetches the current version.
 */
function RouteErrorScreen({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div className="max-w-sm space-y-5 text-center">
        <Logo className="justify-center" />
        <h1 className="text-2xl font-black tracking-tight">Something went wrong</h1>
        <p className="text-ink-300">This page could not be shown. Reloading usually fixes it.</p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    </main>
  );
}

interface BoundaryProps {
  /** A new value (the next address) clears the error, so the visitor can navigate away. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  /** What was thrown, wrapped: a screen may throw anything, even undefined. */
  failure: { error: unknown } | null;
  resetKey: string;
}

/** Catches what a route's screen throws, or a chunk that failed to load, and shows the above. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorScreen error={failure.error} /> : this.props.children;
  }
}
