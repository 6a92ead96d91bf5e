import type { Message, MessagePage } from "@common/messaging.ts";
import type { InfiniteData } from "@tanstack/react-query";

/**
 * A message in the chat's cache. `pending` marks the optimistic copy shown while it is being sent
 * (spec §4: added at once with a temporary id, replaced by the saved record).
 */
export type ChatMessage = Message & { pending?: true };
export type ChatMessagePage = Omit<MessagePage, "items"> & { items: ChatMessage[] };
/** The messages of one conversation: pages newest first, each page newest first (the API's order). */
export type ChatMessages = InfiniteData<ChatMessagePage, unknown>;

const TEMP_PREFIX = "temp-";
let tempCounter = 0;

/** The optimistic copy of a message being sent; its id is temporary and never reaches the server. */
export function optimisticMessage(
  conversationId: string,
  sender: NonNullable<Message["sender"]>,
  content: string,
  now = new Date(),
): ChatMessage {
  tempCounter += 1;
  const at = now.toISOString();
  return {
    id: `${TEMP_PREFIX}${now.getTime()}-${tempCounter}`,
    conversationId,
    sender,
    content,
    messageType: "text",
    createdAt: at,
    updatedAt: at,
    pending: true,
  };
}

export const isTemporaryId = (id: string) => id.startsWith(TEMP_PREFIX);

function mapPages(
  data: ChatMessages,
  change: (items: ChatMessage[], pageIndex: number) => ChatMessage[],
): ChatMessages {
  return {
    ...data,
    pages: data.pages.map((page, i) => ({ ...page, items: change(page.items, i) })),
  };
}

const contains = (data: ChatMessages, id: string) =>
  data.pages.some((page) => page.items.some((m) => m.id === id));

/** Puts a message at the newest end, unless it is already there. */
function addNewest(data: ChatMessages, message: ChatMessage): ChatMessages {
  if (contains(data, message.id)) return data;
  if (data.pages.length === 0) {
    return { pages: [{ items: [message], nextCursor: null }], pageParams: [null] };
  }
  return mapPages(data, (items, i) => (i === 0 ? [message, ...items] : items));
}

/** Replaces the message with this id everywhere it appears. */
export function updateMessage(data: ChatMessages, message: ChatMessage): ChatMessages {
  if (!contains(data, message.id)) return data;
  return mapPages(data, (items) => items.map((m) => (m.id === message.id ? message : m)));
}

export function removeMessage(data: ChatMessages, id: string): ChatMessages {
  if (!contains(data, id)) return data;
  return mapPages(data, (items) => items.filter((m) => m.id !== id));
}

/** Shows the optimistic copy of a message being sent. */
export const addOptimistic = addNewest;

/**
 * The server saved a message we sent: its record replaces the temporary copy. The live event of
 * the same message may have come first (then the saved record is already shown): the copy goes.
 */
export function confirmOptimistic(
  data: ChatMessages,
  tempId: string,
  saved: Message,
): ChatMessages {
  if (contains(data, saved.id)) return removeMessage(data, tempId);
  if (!contains(data, tempId)) return addNewest(data, saved);
  return mapPages(data, (items) => items.map((m) => (m.id === tempId ? saved : m)));
}

/**
 * A message arrived live. A message already shown is updated in place; my own message whose
 * request has not answered yet takes the place of its temporary copy (same text), so it never
 * shows twice; anything else is added at the newest end.
 */
export function receiveMessage(data: ChatMessages, message: Message, myId: string): ChatMessages {
  if (contains(data, message.id)) return updateMessage(data, message);
  if (message.sender?.id === myId) {
    const copy = oldestPendingWithContent(data, message.content);
    if (copy) return confirmOptimistic(data, copy.id, message);
  }
  return addNewest(data, message);
}

function oldestPendingWithContent(data: ChatMessages, content: string): ChatMessage | undefined {
  const pending = data.pages
    .flatMap((p) => p.items)
    .filter((m) => m.pending && m.content === content);
  return pending.at(-1);
}

/** The messages to show, oldest first (the chat reads top to bottom), each once. */
export function chronological(data: ChatMessages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (const page of data.pages) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out.reverse();
}
