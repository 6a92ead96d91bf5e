import {
  COPYRIGHT_STATUS_COLOURS,
  COPYRIGHT_STATUS_LABELS,
  type CopyrightStatus,
} from "@common/copyright.ts";
import { cn } from "@web/lib/cn.ts";
import { ShieldAlert, ShieldCheck, ShieldQuestion, ShieldX } from "lucide-react";

const colourClasses = {
  grey: "bg-ink-800 text-ink-200 ring-ink-600",
  yellow: "bg-warning/10 text-warning ring-warning/35",
  green: "bg-success/10 text-success ring-success/35",
  red: "bg-danger/10 text-danger ring-danger/40",
} as const;

const icons = {
  pending: ShieldQuestion,
  clear: ShieldCheck,
  flagged: ShieldAlert,
  violation: ShieldX,
} as const;

/**
 * A release's copyright status (spec §4: pending, clear, flagged, violation) as a pill with a
 * shield; the word is always there, so colour is never the only cue.
 */
export function CopyrightStatusBadge({
  status,
  withLabel = false,
  className,
}: {
  status: CopyrightStatus;
  /** "Copyright: Clear" where the badge stands alone (release cards). */
  withLabel?: boolean;
  className?: string;
}) {
  const Icon = icons[status];
  return (
    <span
      data-testid="copyright-badge"
      data-status={status}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        colourClasses[COPYRIGHT_STATUS_COLOURS[status]],
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {withLabel
        ? `Copyright: ${COPYRIGHT_STATUS_LABELS[status]}`
        : COPYRIGHT_STATUS_LABELS[status]}
    </span>
  );
}
