import { usePendingPath } from "@web/lib/PendingRouter.tsx";

/**
 * A thin bar across the top of the window while the next page loads (its code on a slow
 * connection, or offline until the connection returns). It fades in only after a moment
 * (`animate-pending`), so the usual quick navigation shows nothing.
 */
export function PageLoadingBar() {
  const pendingPath = usePendingPath();
  if (pendingPath === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      data-testid="page-loading"
      className="animate-pending fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent/20"
    >
      <div className="animate-loading-bar h-full w-1/3 bg-accent shadow-[0_0_8px] shadow-accent" />
    </div>
  );
}
