import { lazy, Suspense, useSyncExternalStore } from "react";

const AppToaster = lazy(async () => ({
  default: (await import("./AppToaster.tsx")).AppToaster,
}));

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Mounts the app's one toaster from now on. The public pages do without one until something may
 * toast (the sign-in dialog opens, the signed-in app starts), so the toast library is not part of
 * their first load. Toasts raised before it mounts are shown once it does (sonner keeps them).
 */
export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToasterHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
