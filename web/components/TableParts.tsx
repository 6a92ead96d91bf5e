import { cn } from "@web/lib/cn.ts";
import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Parts of the tables that turn into cards on a phone (the admin users and deliveries below md;
 * the earnings tracks and a statement's lines below sm, the monthly statements in a card under
 * 768 px, the payouts below xl): one DOM for both layouts,
 * CSS display only.
 */

/** A column heading; `dense` for tables with many columns (narrower side padding). */
export function Th({
  children,
  className,
  dense = false,
}: {
  children: ReactNode;
  className?: string;
  dense?: boolean;
}) {
  return (
    <th
      scope="col"
      className={cn(
        "py-3 text-left text-xs font-semibold tracking-wide text-ink-400 uppercase",
        dense ? "px-3" : "px-4",
        className,
      )}
    >
      {children}
    </th>
  );
}

/**
 * The table, head, body and row of a table that is a list of cards below a breakpoint and a
 * table from it (cells add their own `md:table-cell` or `xl:table-cell` and grid placement).
 * Spelt out whole per breakpoint, so that Tailwind's scanner finds them.
 */
export const CARD_TABLE = {
  md: {
    table: "block w-full text-sm md:table",
    head: "hidden border-b border-ink-800 md:table-header-group",
    body: "block divide-y divide-ink-800 md:table-row-group",
    row: "grid gap-x-3 gap-y-3 p-4 md:table-row md:p-0",
  },
  xl: {
    table: "block w-full text-sm xl:table",
    head: "hidden border-b border-ink-800 xl:table-header-group",
    body: "block divide-y divide-ink-800 xl:table-row-group",
    row: "grid gap-x-3 gap-y-3 p-4 xl:table-row xl:p-0",
  },
} as const;

/** Class names spelt out whole, so that Tailwind's scanner finds them. */
const HIDDEN_FROM = {
  sm: "sm:hidden",
  md: "md:hidden",
  xl: "xl:hidden",
  "@3xl": "@3xl:hidden",
} as const;

/**
 * A cell's column name, shown inside the cell on the small-screen card only. `from` is the
 * breakpoint at which the table layout takes over (md for the admin tables, sm for narrower ones,
 * xl for the payouts, `@3xl` for a table that takes over at its container's width, as the
 * monthly statements).
 */
export function CardLabel({
  children,
  from = "md",
}: {
  children: ReactNode;
  from?: keyof typeof HIDDEN_FROM;
}) {
  return (
    <span
      className={cn(
        "block text-[0.65rem] font-semibold tracking-wide text-ink-400 uppercase",
        HIDDEN_FROM[from],
      )}
    >
      {children}
    </span>
  );
}

/** Which sides of a sideways scroller have more of its content beyond them. */
function useOverflowSides() {
  const ref = useRef<HTMLDivElement>(null);
  const [sides, setSides] = useState({ start: false, end: false });
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const measure = () => {
      // A pixel of slack: zoomed pages report fractional widths.
      const start = scroller.scrollLeft > 1;
      const end = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setSides((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    scroller.addEventListener("scroll", measure, { passive: true });
    // The scroller's width follows the window; the table's follows its rows (Load more).
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resized?.observe(scroller);
    if (scroller.firstElementChild) resized?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener("scroll", measure);
      resized?.disconnect();
    };
  }, []);
  return { ref, sides };
}

/** A shade over the side the table continues on: a phone shows that it scrolls sideways. */
const EDGE_SHADE =
  "pointer-events-none absolute inset-y-0 w-8 rounded-[inherit] from-ink-950/90 to-transparent";

/**
 * A wide table's sideways scroller. `relative` matters: without it an absolutely positioned
 * descendant (a heading's sr-only label) takes the page as its containing block, escapes the
 * scroller's clipping and makes the whole page scroll sideways on a phone. It is a named group
 * (not a landmark) that takes the focus (tabIndex 0), so that a keyboard can scroll a table
 * with no link or button in it. While the table runs past an edge, a shade over that edge says
 * there is more.
 * `className` styles the outer box (margins, ring, rounding); the focus ring sits outside the
 * scroller, so nothing clips it.
 */
export function TableScroller({
  children,
  label,
  className,
}: {
  children: ReactNode;
  /** The region's accessible name, e.g. "Audit log entries". */
  label: string;
  className?: string;
}) {
  const { ref, sides } = useOverflowSides();
  return (
    <div className={cn("relative", className)}>
      {/* A named group, not a region: a landmark would repeat its card's own (axe's
          landmark-unique), and a group still tells a screen reader what it scrolls. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, this holds a table */}
      <div
        ref={ref}
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={label}
        className="relative overflow-x-auto rounded-[inherit] focus-visible:outline-2 focus-visible:outline-accent"
      >
        {children}
      </div>
      {sides.start && (
        <div
          aria-hidden
          data-testid="scroll-shade-start"
          className={cn(EDGE_SHADE, "left-0 bg-gradient-to-r")}
        />
      )}
      {sides.end && (
        <div
          aria-hidden
          data-testid="scroll-shade-end"
          className={cn(EDGE_SHADE, "right-0 bg-gradient-to-l")}
        />
      )}
    </div>
  );
}
