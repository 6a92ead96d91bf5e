import { cn } from "@web/lib/cn.ts";
import type { LucideIcon } from "lucide-react";

interface StatTileProps {
  label: string;
  /** undefined while loading: a skeleton instead of a made-up zero. */
  value: number | undefined;
  icon: LucideIcon;
  highlight?: boolean;
}

/** One figure of a <dl> of figures. */
export function StatTile({ label, value, icon: Icon, highlight = false }: StatTileProps) {
  return (
    <div
      className={cn(
        "rounded-2xl p-5 ring-1",
        highlight ? "bg-accent text-accent-ink ring-accent" : "bg-ink-900 ring-ink-700",
      )}
    >
      <dt
        className={cn(
          "flex items-center justify-between text-sm font-semibold",
          highlight ? "text-accent-ink/75" : "text-ink-300",
        )}
      >
        {label}
        <Icon aria-hidden className="size-5 opacity-80" />
      </dt>
      <dd className="mt-3 text-5xl font-black tracking-tight tabular-nums">
        {value ?? (
          <span
            role="status"
            aria-label="Loading"
            className={cn(
              "block h-12 w-16 animate-pulse rounded-md",
              highlight ? "bg-accent-ink/15" : "bg-ink-800",
            )}
          />
        )}
      </dd>
    </div>
  );
}
