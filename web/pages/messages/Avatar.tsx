import { cn } from "@web/lib/cn.ts";
import { Users } from "lucide-react";
import { initials } from "./conversationLabel.ts";

/** A person's initials, or a group icon, in a circle (no pictures are loaded for chat). */
export function Avatar({
  label,
  group = false,
  size = "md",
}: {
  label: string;
  group?: boolean;
  size?: "sm" | "md";
}) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid shrink-0 place-items-center rounded-full font-black",
        size === "md" ? "size-10 text-sm" : "size-8 text-xs",
        group ? "bg-ink-700 text-ink-100" : "bg-accent/15 text-accent ring-1 ring-accent/30",
      )}
    >
      {group ? <Users className="size-4" /> : initials(label)}
    </span>
  );
}
