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
      event.preventDefault();
      // Radix calls this after the dialog has gone, when its focus has fallen to the body. Focus
      // anywhere else was put there on purpose meanwhile and stays: a form refused after its
      // confirmation closed moves to its first invalid field, a dialog opened from another
      // dialog (Reject from a release's review) closing with it may have placed it already.
      // Only <main>, this hook's own last resort, gives way to a better place.
      if (placedOnPurpose(event)) return;
      const target = element?.isConnected ? element : place && successorOf(place);
      (target ?? document.getElementById(MAIN_ID))?.focus({ preventScroll: true });
    },
  };
}

function placedOnPurpose(event: Event): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.isConnected) return false;
  if (active === document.body || active.id === MAIN_ID) return false;
  return !(event.target instanceof Node && event.target.contains(active));
}
