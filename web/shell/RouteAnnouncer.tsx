import { currentPageTitle } from "@web/lib/usePageTitle.ts";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Time for the new page to name itself: its title is set in its own effect, after this one's. */
const SETTLE_MS = 100;

/**
 * Says the new page's name to screen readers after a move inside the signed-in app. A sidebar
 * link changes the page without loading one, and focus stays on the link, so nothing else tells
 * them the page changed (the route announcer Next.js and Gatsby have). The first page is not
 * announced: the browser reads a loaded page itself.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [said, setSaid] = useState("");
  // The path last seen, not a "first run" flag: React runs a new effect twice in development.
  const seen = useRef(pathname);

  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    const timer = window.setTimeout(() => setSaid(currentPageTitle() ?? ""), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {said}
    </p>
  );
}
