import {
  type ModerationAction,
  type ModerationRefusal,
  moderationRefusal,
  type PermissionActor,
  PermissionMessages,
  standingConflict,
} from "@common/permissions.ts";
import type { AdminUser } from "@common/userManagement.ts";
import { displayName, ROLE_LABELS } from "@common/users.ts";
import { CARD_TABLE, CardLabel, Th } from "@web/components/TableParts.tsx";
import { cn } from "@web/lib/cn.ts";
import { Ban, Eye, ShieldCheck, TriangleAlert } from "lucide-react";
import type { ComponentType } from "react";
import { UserAvatar } from "./UserAvatar.tsx";
import { UserStatusBadge } from "./UserStatusBadge.tsx";

export type UserAction = "details" | ModerationAction;

/**
 * How a moderation button shows, from the server's own rule (common/permissions.ts): hidden
 * when the account's standing rules it out (no Suspend while suspended, no Remove Suspension
 * while active), disabled with the reason when the account may never get it (oneself, an admin).
 */
function moderationButton(
  action: ModerationAction,
  actor: PermissionActor | null,
  user: AdminUser,
): { shown: boolean; disabledReason?: string } {
  if (standingConflict(action, user.standing)) return { shown: false };
  const refusal: ModerationRefusal | null = actor
    ? moderationRefusal(action, actor, user)
    : { reason: "forbidden", message: PermissionMessages.forbidden };
  return { shown: true, disabledReason: refusal?.message };
}

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
type Tone = "neutral" | "warning" | "danger" | "success";

/** The row's moderation buttons, in the spec's order. */
const MODERATION_BUTTONS: {
  action: ModerationAction;
  label: (name: string) => string;
  icon: Icon;
  tone: Tone;
}[] = [
  {
    action: "warn",
    label: (name) => `Issue warning to ${name}`,
    icon: TriangleAlert,
    tone: "warning",
  },
  { action: "suspend", label: (name) => `Suspend ${name}`, icon: Ban, tone: "danger" },
  {
    action: "unsuspend",
    label: (name) => `Remove suspension of ${name}`,
    icon: ShieldCheck,
    tone: "success",
  },
];

function ActionButton({
  label,
  icon: Icon,
  onClick,
  disabled,
  disabledReason,
  tone = "neutral",
}: {
  label: string;
  icon: Icon;
  onClick: () => void;
  disabled?: boolean;
  disabledReason?: string;
  tone?: Tone;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={disabled ? disabledReason : label}
      className={cn(
        "grid size-10 place-items-center rounded-lg md:size-8 transition-colors disabled:cursor-not-allowed disabled:opacity-30",
        tone === "neutral" && "text-ink-300 hover:bg-ink-800 hover:text-ink-50",
        tone === "warning" && "text-warning hover:bg-warning/10",
        tone === "danger" && "text-danger hover:bg-danger/10",
        tone === "success" && "text-success hover:bg-success/10",
      )}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

/**
 * The User Management table (spec document 2 §2): User, Role, Releases, Warnings, Status and
 * Actions, each offered exactly as the server would allow it (moderationButton).
 *
 * Below md (issue 16, 390 px phones) the same rows lay out as cards: name and status on top,
 * role and counts under it, the actions last, so nothing needs sideways scrolling. One DOM for
 * both layouts (CSS display only), so each user and each button exists once.
 */
export function UsersTable({
  users,
  actor,
  onAction,
}: {
  users: AdminUser[];
  /** The signed-in admin; null while the session is unknown (nothing is offered then). */
  actor: PermissionActor | null;
  onAction: (action: UserAction, user: AdminUser) => void;
}) {
  return (
    <div className="relative rounded-2xl bg-ink-900 ring-1 ring-ink-700 md:overflow-x-auto">
      <table className={cn(CARD_TABLE.md.table, "md:min-w-[760px]")} data-testid="users-table">
        <thead className={CARD_TABLE.md.head}>
          <tr>
            <Th>User</Th>
            <Th>Role</Th>
            <Th className="text-right">Releases</Th>
            <Th className="text-right">Warnings</Th>
            <Th>Status</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody className={CARD_TABLE.md.body}>
          {users.map((user) => {
            const name = displayName(user);
            return (
              <tr
                key={user.id}
                data-testid="user-row"
                data-user-id={user.id}
                className={cn(CARD_TABLE.md.row, "grid-cols-3")}
              >
                <td className="col-span-2 min-w-0 md:table-cell md:px-4 md:py-3">
                  <div className="flex items-center gap-3">
                    <UserAvatar user={user} />
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-ink-50">{name}</p>
                      <p className="truncate text-xs text-ink-400">{user.email}</p>
                    </div>
                  </div>
                </td>
                <td className="row-start-2 text-ink-200 md:table-cell md:px-4 md:py-3">
                  <CardLabel>Role</CardLabel>
                  {ROLE_LABELS[user.role]}
                </td>
                <td className="row-start-2 text-ink-200 tabular-nums md:table-cell md:px-4 md:py-3 md:text-right">
                  <CardLabel>Releases</CardLabel>
                  {user.releases}
                </td>
                <td
                  className={cn(
                    "row-start-2 tabular-nums md:table-cell md:px-4 md:py-3 md:text-right",
                    user.warnings > 0 ? "font-semibold text-warning" : "text-ink-200",
                  )}
                >
                  <CardLabel>Warnings</CardLabel>
                  {user.warnings}
                </td>
                <td className="col-start-3 row-start-1 justify-self-end md:table-cell md:px-4 md:py-3">
                  <UserStatusBadge standing={user.standing} />
                </td>
                <td className="col-span-3 md:table-cell md:px-4 md:py-3">
                  <div className="flex justify-end gap-2 md:gap-1">
                    <ActionButton
                      label={`View details of ${name}`}
                      icon={Eye}
                      onClick={() => onAction("details", user)}
                    />
                    {MODERATION_BUTTONS.map(({ action, label, icon, tone }) => {
                      const { shown, disabledReason } = moderationButton(action, actor, user);
                      return shown ? (
                        <ActionButton
                          key={action}
                          label={label(name)}
                          icon={icon}
                          tone={tone}
                          disabled={Boolean(disabledReason)}
                          disabledReason={disabledReason}
                          onClick={() => onAction(action, user)}
                        />
                      ) : null;
                    })}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
