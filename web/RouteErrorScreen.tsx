import { Button } from "@web/components/Button.tsx";
import { Logo } from "@web/components/Logo.tsx";
import { useEffect } from "react";
import { useRouteError } from "react-router";

/**
 * Shown when a screen throws or its code cannot be loaded (often a new release of the app
 * replaced the old files): reloading fetches the current version.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
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
