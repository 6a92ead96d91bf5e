/**
 * Which conversation this tab shows on screen right now (null: none, or the tab is hidden).
 * Its new messages are read as they arrive, so the cache updates (messagingCacheUpdates.ts)
 * do not show its unread count in the meantime; the chat page says what it shows.
 */
let current: string | null = null;

export const conversationOnScreen = () =>
  current !== null && document.visibilityState === "visible" ? current : null;

export function showConversation(id: string): () => void {
  current = id;
  return () => {
    if (current === id) current = null;
  };
}
