import type { ReportStatus } from "@common/royalties/imports.ts";
import { cn } from "@web/lib/cn.ts";

const LABELS: Record<ReportStatus, string> = {
  processing: "Checking",
  failed: "Failed",
  ready: "Ready to post",
  posted: "Posted",
  reversed: "Reversed",
};

const TONES: Record<ReportStatus, string> = {
  processing: "bg-ink-800 text-ink-200 ring-ink-600",
  failed: "bg-danger/10 text-red-200 ring-danger/40",
  ready: "bg-accent/10 text-accent ring-accent/40",
  posted: "bg-success/10 text-emerald-100 ring-success/40",
  reversed: "bg-warning/10 text-warning ring-warning/35",
};

/** A store report's status, as the list and the preview show it. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <span
      data-testid="report-status"
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        TONES[status],
      )}
    >
      {LABELS[status]}
    </span>
  );
}
