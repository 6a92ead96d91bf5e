import { useSiteConfig } from "@web/pages/public/useSiteConfig.ts";
import { useEffect } from "react";

/**
 * Names the browser tab (and the history entry, and the file a printed page is saved as) after
 * the page on screen: "Earnings | Offbeat", as the public pages' titles read. Every page of the
 * app sets its own, so a tab never keeps the title of the page it came from (signing in on
 * /about used to leave "About Offbeat" on every signed-in page).
 */
export function usePageTitle(page: string): void {
  const { labelName } = useSiteConfig();
  useEffect(() => {
    document.title = `${page} | ${labelName}`;
  }, [page, labelName]);
}
