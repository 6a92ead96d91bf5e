import type { MouseEvent } from "react";

/** The id of the element a SkipLink jumps to: each layout's <main>. */
export const MAIN_ID = "main";

/**
 * "Skip to content", the first stop of the Tab key (WCAG 2.4.1): hidden until focused, it moves
 * the keyboard's focus past the header or sidebar to the page itself. Focus is moved by hand so
 * the address keeps no "#main" and the router sees no navigation; the target is a `<main>` with
 * tabIndex -1, so the next Tab goes to the page's first control. Its padding is set on focus:
 * `not-sr-only` resets padding to 0.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    // Scrolls only when the page is out of view (never under the sticky top bar otherwise).
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-md bg-accent font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
