import {
  RELEASE_STATUS_COLOURS,
  RELEASE_STATUS_LABELS,
  type ReleaseStatus,
} from "@common/releases.ts";
import { cn } from "@web/lib/cn.ts";

/** Spec §4's badge colours: draft grey, submitted yellow, approved green, rejected red, distributed blue;
 * taken down purple (decision 16). */
export const badgeColourClasses = {
  grey: "bg-ink-800 text-ink-200 ring-ink-600",
  yellow: "bg-warning/10 text-warning ring-warning/35",
  green: "bg-success/10 text-success ring-success/35",
  red: "bg-danger/10 text-danger ring-danger/40",
  blue: "bg-sky-400/10 text-sky-300 ring-sky-400/35",
  purple: "bg-violet-400/10 text-violet-300 ring-violet-400/35",
} as const;

/** A release's status as a coloured pill; the word is always there, so colour is never the only cue. */
export function StatusBadge({ status, className }: { status: ReleaseStatus; className?: string }) {
  const colour = RELEASE_STATUS_COLOURS[status];
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      data-colour={colour}
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        badgeColourClasses[colour],
        className,
      )}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {RELEASE_STATUS_LABELS[status]}
    </span>
  );
}
