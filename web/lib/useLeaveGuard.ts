import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

/**
 * Asks before unsaved work is left behind. Leaving the page (reload, closing the tab, another
 * site) gets the browser's own prompt (`beforeunload`). Following a link inside the app is
 * caught before React Router sees the click (a capture listener on the document), and the
 * caller shows a dialog: `pending` is where the user wanted to go, `leave()` goes there.
 * Declarative routing has no navigation blocker, hence the click listener; the browser's Back
 * button is not caught.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      // A new tab or window leaves this page as it is.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
      const url = new URL(anchor.href);
      // Another site: beforeunload asks.
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`)
        return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("click", onClick, true);
    };
  }, [active]);

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const to = pending;
      setPending(null);
      if (to) navigate(to);
    },
  };
}
