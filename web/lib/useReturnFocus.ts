import { MAIN_ID } from "@web/components/SkipLink.tsx";
import { useRef } from "react";
import { type FocusPlace, placeOf, successorOf } from "./focusPlace.ts";

/**
 * Focus back where it was when a dialog closes. Radix returns focus only to a Dialog.Trigger,
 * and Offbeat's dialogs are opened from state by ordinary buttons, so without this a keyboard
 * user is left on the page's body after Escape, Cancel or Save. The element focused when the
 * dialog opens is remembered (Radix calls onOpenAutoFocus before it moves focus) and focused
 * again on close. When it is gone (an approved release leaves the list it was reviewed from),
 * focus goes to what took its place in a marked list (focusPlace.ts: the next release's Review),
 * else to the page's <main>, where the next Tab starts at the page's first control.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const openerPlace = useRef<FocusPlace | null>(null);
  return {
    rememberOpener() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      openerPlace.current = placeOf(opener.current);
    },
    onCloseAutoFocus(event: Event) {
      const element = opener.current;
      const place = openerPlace.current;
      opener.current = null;
      openerPlace.current = null;
      const target = element?.isConnected ? element : place && successorOf(place);
      event.preventDefault();
      if (target) {
        target.focus({ preventScroll: true });
        return;
      }
      // The opener gone with nothing in its place. A dialog opened from another dialog (Reject
      // from a release's review) closes with it, and that one may have put focus back on the
      // page already: it stays there. Otherwise the page's <main>.
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    },
  };
}
