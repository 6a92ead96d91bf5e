import { displayName } from "@common/users.ts";
import { cn } from "@web/lib/cn.ts";
import { useState } from "react";

/** The profile picture, else the name's initial (as the sidebar's user card). */
export function UserAvatar({
  user,
  size = "md",
}: {
  user: { avatarUrl: string | null; artistName: string | null; fullName: string | null };
  size?: "md" | "lg";
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = size === "lg" ? "size-14 text-xl" : "size-9 text-sm";
  if (user.avatarUrl && user.avatarUrl !== failedUrl) {
    return (
      <img
        src={user.avatarUrl}
        alt=""
        className={cn(box, "shrink-0 rounded-full object-cover ring-1 ring-ink-700")}
        onError={() => setFailedUrl(user.avatarUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        box,
        "grid shrink-0 place-items-center rounded-full bg-ink-700 font-black text-ink-100",
      )}
    >
      {displayName(user).charAt(0).toUpperCase()}
    </span>
  );
}
