import { useCallback, useEffect, useRef } from "react";

/**
 * For a form that keeps its own field errors (not react-hook-form, which focuses them itself):
 * after a failed submit, the first field marked invalid takes focus once the messages are drawn,
 * so a screen reader reads its label and message, and the keyboard is where the fix goes.
 * Call `focusFirstInvalid()` where the submit's errors are set; a change that clears an error
 * while the user types moves nothing.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const requested = useRef(false);
  // After every commit: the errors set with the request are in the page by then.
  useEffect(() => {
    if (!requested.current) return;
    requested.current = false;
    container.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  });
  const focusFirstInvalid = useCallback(() => {
    requested.current = true;
  }, []);
  return { container, focusFirstInvalid };
}
