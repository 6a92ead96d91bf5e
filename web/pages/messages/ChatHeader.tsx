import { type ConversationSummary, MessagingMessages } from "@common/messaging.ts";
import { ROLE_LABELS } from "@common/users.ts";
import { failureMessage } from "@web/api/client.ts";
import { useLeaveConversation, useSetBlocked } from "@web/api/messaging.ts";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Avatar } from "./Avatar.tsx";
import { type ChatAction, ChatMenu } from "./ChatMenu.tsx";
import { conversationTitle } from "./conversationLabel.ts";
import { GroupMembersModal } from "./GroupMembersModal.tsx";

interface ChatHeaderProps {
  conversation: ConversationSummary;
  myId: string;
  /** Phones: back to the conversation list. */
  onBack: () => void;
  /** The conversation left my list (left or deleted). */
  onClosed: () => void;
}

/** The chat pane's title bar and its menu (spec §2, §6). */
export function ChatHeader({ conversation, myId, onBack, onClosed }: ChatHeaderProps) {
  const [membersOpen, setMembersOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const group = conversation.isGroupChat;
  const leave = useLeaveConversation(conversation.id, group ? "leave" : "delete");
  const setBlocked = useSetBlocked(conversation.id);
  const title = conversationTitle(conversation, myId);
  const other = conversation.participants.find((p) => p.id !== myId);
  const subtitle = group
    ? `${conversation.participants.length} members`
    : other
      ? ROLE_LABELS[other.role]
      : "Direct message";

  const actions: ChatAction[] = group
    ? ["members", "leave"]
    : [conversation.block?.blockedByMe ? "unblock" : "block", "delete"];

  const onSelect = (action: ChatAction) => {
    if (action === "members") setMembersOpen(true);
    else if (action === "leave" || action === "delete") setConfirming(true);
    else
      setBlocked.mutate(action === "block", {
        onError: (error) =>
          toast.error(
            failureMessage(
              error,
              action === "block" ? "Failed to block user." : "Failed to unblock user.",
            ),
          ),
      });
  };

  const confirmLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setMembersOpen(false);
        toast.success(group ? MessagingMessages.leftGroup : MessagingMessages.conversationDeleted);
        onClosed();
      },
      onError: (error) =>
        toast.error(failureMessage(error, "Something went wrong. Please try again.")),
    });

  return (
    <header className="flex items-center gap-3 border-b border-ink-800 px-3 py-3 sm:px-4">
      <button
        type="button"
        onClick={onBack}
        aria-label="Back to conversations"
        className="-ml-1 rounded-lg p-2 text-ink-300 hover:bg-ink-800 hover:text-ink-50 lg:hidden"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </button>
      <Avatar label={title} group={group} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-bold text-ink-50" data-testid="chat-title">
          {title}
        </h2>
        <p className="truncate text-xs text-ink-400">{subtitle}</p>
      </div>
      <ChatMenu actions={actions} onSelect={onSelect} />

      {group && (
        <GroupMembersModal
          open={membersOpen}
          onOpenChange={setMembersOpen}
          conversation={conversation}
          myId={myId}
          onLeave={() => setConfirming(true)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={group ? "Leave Group" : "Delete Conversation"}
        description={
          group
            ? "You will stop receiving this group's messages. A member can add you again."
            : "The conversation disappears from your list only; the other person keeps it. Messaging them again reopens it."
        }
        confirmLabel={group ? "Leave Group" : "Delete Conversation"}
        busy={leave.isPending}
        onConfirm={confirmLeave}
      />
    </header>
  );
}
