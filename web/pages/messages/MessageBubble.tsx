import { senderLabel } from "@common/messaging.ts";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime, formatTime } from "@web/lib/formatTime.ts";
import { linkify } from "@web/lib/linkify.tsx";
import type { MessageGroup } from "./messageGroups.ts";

/**
 * One sender's run of messages: mine on the right, others' on the left under their label
 * (spec §2: artist name, then full name, then email). Text is rendered as text; only http(s)
 * addresses become links, opened in a new tab.
 */
export function MessageRun({ group }: { group: MessageGroup }) {
  const first = group.messages[0];
  if (!first) return null;
  const last = group.messages.at(-1) ?? first;
  const pending = last.pending === true;
  return (
    <li className={cn("flex flex-col gap-1", group.mine ? "items-end" : "items-start")}>
      {!group.mine && (
        <p className="px-3 text-xs font-semibold text-ink-300" data-testid="message-sender">
          {senderLabel(first.sender)}
        </p>
      )}
      {group.messages.map((message) => (
        <div
          key={message.id}
          data-message-id={message.id}
          data-testid="message-bubble"
          data-mine={group.mine || undefined}
          data-pending={message.pending || undefined}
          title={formatDateTime(message.createdAt)}
          className={cn(
            "max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] leading-snug break-words whitespace-pre-wrap sm:max-w-[75%]",
            group.mine
              ? "rounded-br-md bg-accent text-accent-ink"
              : "rounded-bl-md bg-ink-800 text-ink-50 ring-1 ring-ink-700 ring-inset",
            message.pending && "opacity-60",
          )}
        >
          {linkify(message.content, {
            newTab: true,
            className: cn(
              "break-all underline underline-offset-2",
              group.mine ? "font-semibold text-accent-ink" : "text-accent",
            ),
          })}
        </div>
      ))}
      <p className="px-3 text-[11px] text-ink-400">
        {pending ? (
          "Sending…"
        ) : (
          <time dateTime={last.createdAt}>{formatTime(new Date(last.createdAt))}</time>
        )}
      </p>
    </li>
  );
}
