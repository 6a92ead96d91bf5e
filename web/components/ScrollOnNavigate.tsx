import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * After a page has rendered: to the section named by the address's #anchor (/terms#governing-law),
 * else to the top on a new navigation. Back and forward keep the browser's own position.
 * Rendered inside the page's Suspense boundary, so it runs once the page's code has loaded.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what it reacts to
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  return null;
}
