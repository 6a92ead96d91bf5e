import { useRef } from "react";

/**
 * Focus back where it was when a dialog closes. Radix returns focus only to a Dialog.Trigger,
 * and Offbeat's dialogs are opened from state by ordinary buttons, so without this a keyboard
 * user is left on the page's body after Escape, Cancel or Save. The element focused when the
 * dialog opens is remembered (Radix calls onOpenAutoFocus before it moves focus) and focused
 * again on close, if it is still on the page; otherwise Radix's own choice stands.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    rememberOpener() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus(event: Event) {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
