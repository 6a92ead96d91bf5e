import { MAIN_ID } from "@web/components/SkipLink.tsx";
import { useCallback, useEffect, useRef } from "react";
import { type FocusPlace, placeOf, successorOf } from "./focusPlace.ts";

/**
 * For a list whose rows an action removes (the quick Approve on the admin dashboard; a release
 * approved in its review dialog, focus back on its card's Review): when the focused control's row
 * goes, focus moves to what took its place (focusPlace.ts) rather than to the page's body, where
 * the next Tab would start over at "Skip to content". The returned ref goes on the element
 * marked `data-focus-list`, or on one around it that stays.
 */
export function useFocusSuccessor() {
  const focused = useRef<{ element: Element; place: FocusPlace } | null>(null);

  const container = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const place = placeOf(target);
      focused.current = target && place ? { element: target, place } : null;
    };
    // Focus that moves on (or a click elsewhere) forgets the place; a removal does not: the
    // control is out of the page by the time this looks.
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target;
      queueMicrotask(() => {
        if (target instanceof Element && target.isConnected && focused.current?.element === target)
          focused.current = null;
      });
    };
    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  // After every commit: a row removed with the focus in it passes the focus on.
  useEffect(() => {
    const was = focused.current;
    if (!was || was.element.isConnected) return;
    focused.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    // The list gone with its last row (an empty state in its place): the page's <main>, as a
    // dialog whose opener is gone does (useReturnFocus.ts).
    (successorOf(was.place) ?? document.getElementById(MAIN_ID))?.focus({ preventScroll: true });
  });

  return container;
}
