import { type ConversationSummary, type MessageSender, senderLabel } from "@common/messaging.ts";

/** The other person of a direct chat (null in groups, or when nobody else is left). */
export function otherParty(conversation: ConversationSummary, myId: string): MessageSender | null {
  if (conversation.isGroupChat) return null;
  const other = conversation.participants.find((p) => p.id !== myId);
  if (other) return other;
  // The other party deleted the chat on their side; their last message still names them.
  const sender = conversation.lastMessage?.sender;
  return sender && sender.id !== myId ? sender : null;
}

/** A group by its name; a direct chat by the other person (spec §2 sender label rule). */
export function conversationTitle(conversation: ConversationSummary, myId: string): string {
  if (conversation.isGroupChat) return conversation.title?.trim() || "Group chat";
  const other = otherParty(conversation, myId);
  return other ? senderLabel(other) : "Direct message";
}

/** "You: see you then" / "Ana: hi" / "hi" (direct chats need no name for the other side). */
export function lastMessageLine(conversation: ConversationSummary, myId: string): string {
  const last = conversation.lastMessage;
  if (!last) return conversation.isGroupChat ? "New group" : "No messages yet";
  if (last.sender?.id === myId) return `You: ${last.preview}`;
  if (conversation.isGroupChat) return `${senderLabel(last.sender)}: ${last.preview}`;
  return last.preview;
}

/** Initials for the avatar circle: "Eva Ekdahl" → "EE", "eva@x.se" → "E". */
export function initials(label: string): string {
  const words = label
    .replace(/@.*/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return (
    letters
      .map((w) => w?.charAt(0) ?? "")
      .join("")
      .toUpperCase() || "?"
  );
}
