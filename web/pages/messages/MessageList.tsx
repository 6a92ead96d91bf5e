import type { CurrentUser } from "@common/users.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { chronological } from "@web/api/messageCache.ts";
import { messagesQuery } from "@web/api/messaging.ts";
import { Button } from "@web/components/Button.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { MessageCircle } from "lucide-react";
import { Fragment, useLayoutEffect, useMemo, useRef } from "react";
import { MessageRun } from "./MessageBubble.tsx";
import { groupMessages } from "./messageGroups.ts";

const bubble = (box: HTMLElement, id: string) =>
  box.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);

/** Where an element is, in pixels from the top of the scrolling box's visible area. */
const topWithin = (box: HTMLElement, element: HTMLElement) =>
  element.getBoundingClientRect().top - box.getBoundingClientRect().top;

/** How close to an edge (px) counts as "at" it: the top loads older messages, the bottom follows. */
const EDGE_PX = 120;

/**
 * The scrolling history of one conversation. It opens at the newest message and follows new
 * ones while the reader is at the bottom; scrolling up loads older pages (the API pages newest
 * first) and keeps the message the reader was looking at in place.
 */
export function MessageList({ conversationId, me }: { conversationId: string; me: CurrentUser }) {
  const query = useInfiniteQuery(messagesQuery(conversationId));
  const messages = useMemo(() => chronological(query.data), [query.data]);
  const groups = useMemo(() => groupMessages(messages, me.id), [messages, me.id]);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** The oldest message on screen when older ones were asked for, and its distance from the top. */
  const anchor = useRef<{ id: string; offset: number } | null>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = () => {
    const box = scroller.current;
    if (!box || !hasNextPage || isFetchingNextPage) return;
    const oldest = messages[0];
    const element = oldest && bubble(box, oldest.id);
    anchor.current = oldest && element ? { id: oldest.id, offset: topWithin(box, element) } : null;
    void fetchNextPage();
  };

  // After each change: keep the anchor in place, or follow the newest message.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const kept = anchor.current;
    const element = kept && bubble(box, kept.id);
    const mineJustSent = messages.at(-1)?.pending === true;
    if (kept && element && messages[0]?.id !== kept.id) {
      box.scrollTop += topWithin(box, element) - kept.offset;
      anchor.current = null;
    } else if (atBottom.current || mineJustSent) {
      box.scrollTop = box.scrollHeight;
    }
  }, [messages]);

  // A first page that does not fill the pane cannot be scrolled up: load older pages until it does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again after each new page
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && box.scrollHeight <= box.clientHeight && hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, messages]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < EDGE_PX;
    if (box.scrollTop < EDGE_PX) loadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label="Messages"
      // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      data-testid="message-list"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain [overflow-anchor:none] px-4 py-4 focus-visible:outline-offset-[-2px] sm:px-5"
    >
      {query.isPending ? (
        <div className="grid h-full place-items-center">
          <Spinner label="Loading messages" />
        </div>
      ) : query.isError ? (
        <div className="grid h-full place-items-center text-center">
          <div className="space-y-3">
            <p className="text-sm text-ink-300">Messages could not be loaded.</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : messages.length === 0 ? (
        <div className="grid h-full place-items-center text-center">
          <div className="space-y-2">
            <MessageCircle aria-hidden className="mx-auto size-8 text-ink-600" />
            <p className="text-sm text-ink-300">No messages yet. Say hello!</p>
          </div>
        </div>
      ) : (
        <>
          <div className="mb-4 flex justify-center">
            {hasNextPage ? (
              <Button variant="ghost" size="sm" busy={isFetchingNextPage} onClick={loadOlder}>
                Load older messages
              </Button>
            ) : (
              <p className="text-xs text-ink-400">Start of the conversation</p>
            )}
          </div>
          <ol className="space-y-3">
            {groups.map((group) => (
              <Fragment key={group.key}>
                {group.dayLabel && (
                  <li className="flex items-center gap-3 py-1 text-[11px] font-semibold tracking-wider text-ink-400 uppercase">
                    <span aria-hidden className="h-px flex-1 bg-ink-800" />
                    {group.dayLabel}
                    <span aria-hidden className="h-px flex-1 bg-ink-800" />
                  </li>
                )}
                <MessageRun group={group} />
              </Fragment>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
