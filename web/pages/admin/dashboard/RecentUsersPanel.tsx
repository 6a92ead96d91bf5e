import type { RecentUser } from "@common/review.ts";
import { displayName } from "@common/users.ts";
import { Card } from "@web/components/Card.tsx";
import { useState } from "react";

/** Spec §2 "Recent Users": the five newest accounts (name, email, picture). */
export function RecentUsersPanel({ users }: { users: RecentUser[] | undefined }) {
  return (
    <Card aria-labelledby="recent-users-heading" data-testid="recent-users">
      <h2 id="recent-users-heading" className="text-lg font-bold tracking-tight">
        Recent Users
      </h2>
      {users === undefined ? (
        <ul aria-busy aria-label="Loading users" className="mt-4 space-y-4">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
            <li key={i} className="flex items-center gap-3">
              <span className="size-10 animate-pulse rounded-full bg-ink-800" />
              <span className="h-4 flex-1 animate-pulse rounded bg-ink-800" />
            </li>
          ))}
        </ul>
      ) : users.length === 0 ? (
        <p className="mt-4 text-sm text-ink-400">No users yet.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {users.map((user) => (
            <li key={user.id} className="flex items-center gap-3">
              <UserAvatar user={user} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold">{displayName(user)}</p>
                <p className="truncate text-xs text-ink-400">{user.email}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function UserAvatar({ user }: { user: RecentUser }) {
  const [failed, setFailed] = useState<string | null>(null);
  const name = displayName(user);
  if (user.avatarUrl && failed !== user.avatarUrl) {
    return (
      <img
        src={user.avatarUrl}
        alt=""
        loading="lazy"
        onError={() => setFailed(user.avatarUrl)}
        className="size-10 shrink-0 rounded-full object-cover ring-1 ring-ink-700"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/15 text-sm font-black text-accent ring-1 ring-accent/30"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
