import { cn } from "@web/lib/cn.ts";
import { Bell, BellOff } from "lucide-react";

/** The bell of the conversation list: browser notifications for other conversations on or off. */
export function NotificationToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const Icon = on ? Bell : BellOff;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={on}
      aria-label="Message notifications"
      title={on ? "Notifications on" : "Notifications off"}
      data-testid="notification-toggle"
      className={cn(
        "rounded-lg p-2 transition-colors",
        on
          ? "bg-accent/10 text-accent ring-1 ring-accent/30 ring-inset hover:bg-accent/20"
          : "text-ink-400 hover:bg-ink-800 hover:text-ink-50",
      )}
    >
      <Icon aria-hidden className="size-[18px]" />
    </button>
  );
}
