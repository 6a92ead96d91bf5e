import { useSiteConfig } from "@web/pages/public/useSiteConfig.ts";
import { useEffect } from "react";

// Plain module state rather than a store: the title is written, never rendered, so a new
// unread count rewrites it without rendering the page again. `titles` holds what the mounted
// components give, the newest last: a page may name itself twice (its own call and its
// PageHeader's, as /admin/tools does), and one of them going must leave the other in force.
const titles: { page: string; label: string }[] = [];
let unread = 0;
let printing = false;

function write() {
  const shown = titles.at(-1);
  if (!shown) return;
  const count = unread > 99 ? "99+" : String(unread);
  const prefix = unread > 0 && !printing ? `(${count}) ` : "";
  document.title = `${prefix}${shown.page} | ${shown.label}`;
}

// A printed page carries the title in its header, and a page saved as PDF is named after it:
// "Statement October 2026 | Offbeat", not "(2) Statement October 2026 | Offbeat".
if (typeof window !== "undefined") {
  window.addEventListener("beforeprint", () => {
    printing = true;
    write();
  });
  window.addEventListener("afterprint", () => {
    printing = false;
    write();
  });
}

/**
 * Names the browser tab (and the history entry, and the file a printed page is saved as) after
 * the page on screen: "Earnings | Offbeat", as the public pages' titles read, with the unread
 * count in front while signed in ("(3) Earnings | Offbeat"). Every page of the app sets its own,
 * so a tab never keeps the title of the page it came from (signing in on /about used to leave
 * "About Offbeat" on every signed-in page).
 */
export function usePageTitle(page: string): void {
  const { labelName } = useSiteConfig();
  useEffect(() => {
    const mine = { page, label: labelName };
    titles.push(mine);
    write();
    return () => {
      titles.splice(titles.indexOf(mine), 1);
      write();
    };
  }, [page, labelName]);
}

/** The name of the page on screen, as it titled itself ("Earnings"); null between pages. */
export const currentPageTitle = (): string | null => titles.at(-1)?.page ?? null;

/**
 * Puts `count` in front of the tab's title (0: nothing): a tab in the background shows that
 * something new came in, as mail and chat apps do. The signed-in shell sets it, and 0 as it goes.
 */
export function setUnreadInTitle(count: number): void {
  unread = count;
  write();
}
