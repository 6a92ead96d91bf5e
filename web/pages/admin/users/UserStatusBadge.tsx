import type { AccountStanding } from "@common/moderation.ts";
import { USER_STATUS_LABELS, userStatus } from "@common/userManagement.ts";
import { cn } from "@web/lib/cn.ts";

const colours = {
  active: "bg-success/10 text-success ring-success/35",
  suspended: "bg-warning/10 text-warning ring-warning/35",
  banned: "bg-danger/10 text-danger ring-danger/40",
} as const;

/**
 * Spec document 2 §2 Status: Active, Suspended or Banned. A user whose suspension ended and who
 * has yet to agree to the terms is Active, with a note.
 */
export function UserStatusBadge({ standing }: { standing: AccountStanding }) {
  const status = userStatus(standing);
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <span
        data-testid="user-status"
        data-status={status}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
          colours[status],
        )}
      >
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
        {USER_STATUS_LABELS[status]}
      </span>
      {standing === "terms" && <span className="text-xs text-ink-400">Terms pending</span>}
    </span>
  );
}
