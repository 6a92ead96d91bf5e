import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

const triggerClass =
  "rounded-lg px-3 py-1.5 text-sm font-medium text-ink-300 ring-1 ring-ink-600 ring-inset hover:bg-ink-800 data-[state=active]:bg-accent/10 data-[state=active]:text-accent data-[state=active]:ring-accent/40 data-[state=active]:hover:bg-accent/10";

interface SegmentedTabsProps<T extends string> {
  /** The tab list's accessible name ("Payout method", "Status"). */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
  /** The chosen option's panel. */
  children: ReactNode;
}

/**
 * A row of pill buttons choosing what the panel under them shows, on Radix Tabs: the arrow keys
 * move between options, one Tab stop for the row, and the panel is tied to its tab for a screen
 * reader. The panel holds controls of its own, so it is not a Tab stop itself.
 */
export function SegmentedTabs<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
  children,
}: SegmentedTabsProps<T>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => {
        const chosen = options.find((option) => option === next);
        if (chosen) onChange(chosen);
      }}
    >
      <Tabs.List aria-label={label} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Tabs.Trigger key={option} value={option} className={triggerClass}>
            {labelOf(option)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} tabIndex={-1} className="mt-4 space-y-4 focus:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
