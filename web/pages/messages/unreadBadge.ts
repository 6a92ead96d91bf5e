import { formatUnreadBadge } from "@common/messaging.ts";

/** Spec §9: an unread badge caps at "9+"; no badge at all when nothing is unread. */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return formatUnreadBadge(Math.floor(count));
}

/** What a screen reader hears for a badge: the real number, not "9+". */
export function unreadBadgeLabel(count: number): string {
  return count === 1 ? "1 unread message" : `${count} unread messages`;
}
