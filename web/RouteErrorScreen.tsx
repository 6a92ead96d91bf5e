import { Button } from "@web/components/Button.tsx";
import { Logo } from "@web/components/Logo.tsx";
import { useSiteConfig } from "@web/pages/public/useSiteConfig.ts";
import { Component, type ReactNode, useEffect } from "react";

/**
 * Shown when a screen throws or its code cannot be loaded (often a new release of the app
 * replaced the old files, or the connection dropped): reloading fetches the current version.
 * In the signed-in shell it takes the page's place only, so the sidebar stays and the user can
 * go elsewhere; anywhere else it is the whole screen.
 */
function RouteErrorScreen({ error, inShell }: { error: unknown; inShell: boolean }) {
  useEffect(() => console.error(error), [error]);
  // Set here rather than through usePageTitle, which would join the public pages' first load.
  const { labelName } = useSiteConfig();
  useEffect(() => {
    document.title = `Something went wrong | ${labelName}`;
  }, [labelName]);
  const message = (
    <div className="max-w-sm space-y-5 text-center">
      {!inShell && <Logo className="justify-center" />}
      <h1 className="text-2xl font-black tracking-tight">Something went wrong</h1>
      <p className="text-ink-300">This page could not be shown. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
  return inShell ? (
    <div className="grid min-h-[50dvh] place-items-center" data-testid="page-error">
      {message}
    </div>
  ) : (
    <main className="grid min-h-dvh place-items-center p-6">{message}</main>
  );
}

interface BoundaryProps {
  /** A new value (the next address) clears the error, so the visitor can navigate away. */
  resetKey: string;
  /** Inside the signed-in shell's <main>: the message takes the page's place only. */
  inShell?: boolean;
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
    return failure ? (
      <RouteErrorScreen error={failure.error} inShell={this.props.inShell ?? false} />
    ) : (
      this.props.children
    );
  }
}
