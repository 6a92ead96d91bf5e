import { canChangeRoleOf } from "@common/permissions.ts";
import { ROLE_LABELS, ROLES, type Role, RoleMessages } from "@common/users.ts";
import { failureMessage } from "@web/api/client.ts";
import { useChangeRole } from "@web/api/moderation.ts";
import { useSession } from "@web/api/session.ts";
import { Button } from "@web/components/Button.tsx";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { useState } from "react";
import { toast } from "sonner";

/**
 * The account's role (artist, staff, admin): how staff accounts come to be. The server refuses
 * an admin's own role (so an admin always remains, canChangeRoleOf); the control says so instead
 * of offering it.
 */
export function RoleSection({ user }: { user: { id: string; role: Role; email: string } }) {
  const session = useSession();
  const [role, setRole] = useState<Role>(user.role);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeRole({
    onSuccess: ({ message }) => {
      toast.success(message);
      setConfirming(false);
    },
    onError: (error) => {
      console.error("Role change failed", error);
      toast.error(failureMessage(error, "Failed to change role"));
    },
  });
  if (!session.user || !canChangeRoleOf(session.user, user))
    return <p className="text-sm text-ink-400">{RoleMessages.ownRole}</p>;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor="user-role" className="text-sm text-ink-200">
        Role
      </label>
      <select
        id="user-role"
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        className={cn(inputClass, "h-10 w-40 text-sm")}
      >
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </select>
      <Button size="sm" disabled={role === user.role} onClick={() => setConfirming(true)}>
        Change Role
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !change.isPending && setConfirming(false)}
        title="Change role?"
        description={`${user.email} becomes ${ROLE_LABELS[role]}. Staff review releases; admins can do everything, including moderating users.`}
        confirmLabel="Change Role"
        busy={change.isPending}
        onConfirm={() => change.mutate({ id: user.id, role })}
      />
    </div>
  );
}
