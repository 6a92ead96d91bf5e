import { type CurrentUser, displayName, ROLE_LABELS } from "@common/users.ts";
import { useSignOut } from "@web/api/session.ts";
import { Button } from "@web/components/Button.tsx";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";

/** Spec §2: artist name, else full name, else "User"; the role label; sign-out. The profile
 * picture when there is one (issue 8), else the name's initial. */
export function UserCard({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const name = displayName(user);
  // A picture that fails to load (removed meanwhile) falls back to the initial.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <div className="m-3 rounded-xl bg-ink-850 p-3 ring-1 ring-ink-700" data-testid="user-card">
      <div className="flex items-center gap-3">
        {user.avatarUrl && user.avatarUrl !== failedUrl ? (
          <img
            src={user.avatarUrl}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-full object-cover ring-1 ring-ink-700"
            onError={() => setFailedUrl(user.avatarUrl)}
            data-testid="user-card-avatar"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-base font-black text-accent-ink"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink-50">{name}</p>
          <p className="text-xs text-ink-400">{ROLE_LABELS[user.role] ?? "Artist"}</p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="mt-3 w-full justify-start"
        busy={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSettled: () => navigate("/") })}
      >
        {!signOut.isPending && <LogOut aria-hidden className="size-4" />}
        Sign Out
      </Button>
    </div>
  );
}
