import type { ChatMessage } from "@web/api/messageCache.ts";

/** Messages from one sender close together in time share one label and one time stamp. */
export interface MessageGroup {
  key: string;
  senderId: string | null;
  mine: boolean;
  messages: ChatMessage[];
  /** Set on the first group of a calendar day (local time): the day divider above it. */
  dayLabel: string | null;
}

/** A new group starts after this long, even from the same sender. */
const GROUP_GAP_MS = 5 * 60_000;

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** "Today", "Yesterday" or the date, in the reader's time zone. */
export function dayLabel(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return "Today";
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return "Yesterday";
  return dayFormat.format(date);
}

/** Groups chronological messages by sender, time gap and day. */
export function groupMessages(
  messages: ChatMessage[],
  myId: string,
  now = new Date(),
): MessageGroup[] {
  const groups: MessageGroup[] = [];
  messages.forEach((message, index) => {
    const at = new Date(message.createdAt);
    const senderId = message.sender?.id ?? null;
    const before = index > 0 ? messages[index - 1] : undefined;
    const beforeAt = before ? new Date(before.createdAt) : null;
    const sameDay = beforeAt !== null && dayKey(beforeAt) === dayKey(at);
    const current = groups.at(-1);
    const sameRun =
      current !== undefined &&
      beforeAt !== null &&
      sameDay &&
      (before?.sender?.id ?? null) === senderId &&
      at.getTime() - beforeAt.getTime() < GROUP_GAP_MS;
    if (sameRun) {
      current.messages.push(message);
      return;
    }
    groups.push({
      key: message.id,
      senderId,
      mine: senderId === myId,
      messages: [message],
      dayLabel: sameDay ? null : dayLabel(at, now),
    });
  });
  return groups;
}
