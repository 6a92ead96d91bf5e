import type { ConversationSummary } from "@common/messaging.ts";
import { cn } from "@web/lib/cn.ts";
import { Ban } from "lucide-react";
import { Avatar } from "./Avatar.tsx";
import { conversationTitle, lastMessageLine } from "./conversationLabel.ts";
import { UnreadBadge } from "./UnreadBadge.tsx";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
const dateFormat = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short" });

/** "14:05" today, else "3 Jun". */
function when(iso: string): string {
  const date = new Date(iso);
  return date.toDateString() === new Date().toDateString()
    ? timeFormat.format(date)
    : dateFormat.format(date);
}

interface ConversationItemProps {
  conversation: ConversationSummary;
  myId: string;
  active: boolean;
  onOpen: () => void;
}

/** One row of the conversation list: who, the last message, when, and the unread badge. */
export function ConversationItem({ conversation, myId, active, onOpen }: ConversationItemProps) {
  const title = conversationTitle(conversation, myId);
  const unread = active ? 0 : conversation.unreadCount;
  const at = conversation.lastMessageAt ?? conversation.createdAt;
  const blocked = conversation.block?.blockedByMe || conversation.block?.blockedMe;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={active ? "true" : undefined}
      data-testid="conversation-item"
      data-conversation-id={conversation.id}
      className={cn(
        "flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left transition-colors",
        active ? "bg-accent/10 ring-1 ring-accent/25 ring-inset" : "hover:bg-ink-800",
      )}
    >
      <Avatar label={title} group={conversation.isGroupChat} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span
            className={cn(
              "min-w-0 flex-1 truncate text-sm",
              unread > 0 ? "font-bold text-ink-50" : "font-semibold text-ink-100",
            )}
          >
            {title}
          </span>
          <time dateTime={at} className="shrink-0 text-[11px] text-ink-400">
            {when(at)}
          </time>
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          {blocked && <Ban aria-label="Blocked" className="size-3.5 shrink-0 text-danger" />}
          <span
            className={cn(
              "min-w-0 flex-1 truncate text-[13px]",
              unread > 0 ? "text-ink-200" : "text-ink-400",
            )}
          >
            {lastMessageLine(conversation, myId)}
          </span>
          <UnreadBadge count={unread} testId="conversation-unread" />
        </span>
      </span>
    </button>
  );
}
