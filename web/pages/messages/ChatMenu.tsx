import { cn } from "@web/lib/cn.ts";
import type { LucideIcon } from "lucide-react";
import { Ban, EllipsisVertical, LogOut, ShieldCheck, Trash2, Users } from "lucide-react";
import { DropdownMenu } from "radix-ui";

export type ChatAction = "members" | "leave" | "block" | "unblock" | "delete";

const items: Record<ChatAction, { label: string; icon: LucideIcon; danger?: boolean }> = {
  members: { label: "Group Members", icon: Users },
  leave: { label: "Leave Group", icon: LogOut, danger: true },
  block: { label: "Block", icon: Ban, danger: true },
  unblock: { label: "Unblock", icon: ShieldCheck },
  delete: { label: "Delete Conversation", icon: Trash2, danger: true },
};

/** The chat pane's menu: group members and leaving for groups; block and delete for direct chats. */
export function ChatMenu({
  actions,
  onSelect,
}: {
  actions: ChatAction[];
  onSelect: (action: ChatAction) => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Conversation options"
        data-testid="chat-menu"
        className="rounded-lg p-2 text-ink-300 transition-colors hover:bg-ink-800 hover:text-ink-50 data-[state=open]:bg-ink-800 data-[state=open]:text-ink-50"
      >
        <EllipsisVertical aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-52 rounded-xl bg-ink-900 p-1.5 shadow-2xl shadow-black/60 ring-1 ring-ink-700"
        >
          {actions.map((action) => {
            const { label, icon: Icon, danger } = items[action];
            return (
              <DropdownMenu.Item
                key={action}
                onSelect={() => onSelect(action)}
                className={cn(
                  "flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium outline-none select-none",
                  danger
                    ? "text-red-300 data-[highlighted]:bg-danger/15 data-[highlighted]:text-red-200"
                    : "text-ink-100 data-[highlighted]:bg-ink-800 data-[highlighted]:text-ink-50",
                )}
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
