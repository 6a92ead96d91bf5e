import { MessageContentSchema, MessagingLimits } from "@common/messaging.ts";
import type { CurrentUser } from "@common/users.ts";
import { failureMessage } from "@web/api/client.ts";
import { sendTypingNotice } from "@web/api/messaging.ts";
import { cn } from "@web/lib/cn.ts";
import { LoaderCircle, SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { shouldSendTyping } from "./typingState.ts";
import { useSendMessage } from "./useSendMessage.ts";

/** The counter shows once this few characters are left. */
const COUNTER_FROM = MessagingLimits.messageLength - 200;
const SEND_FAILED = "Failed to send message. Please try again.";

interface ComposerProps {
  conversationId: string;
  me: CurrentUser;
  /** Spec §4: why sending is disabled by a block, or null. */
  blockedReason: string | null;
}

/**
 * The send box (spec §5): disabled while sending, when the text is blank after trimming, or
 * when either side has blocked. Enter sends, Shift+Enter starts a new line.
 */
export function Composer({ conversationId, me, blockedReason }: ComposerProps) {
  const [text, setText] = useState("");
  const send = useSendMessage(conversationId, me);
  const input = useRef<HTMLTextAreaElement>(null);
  const lastTypingSent = useRef<number | null>(null);
  const errorId = useId();

  const tooLong = text.trim().length > MessagingLimits.messageLength;
  const blocked = blockedReason !== null;
  const canSend = !blocked && !send.isPending && text.trim().length > 0 && !tooLong;
  const check = MessageContentSchema.safeParse(text);
  const error = tooLong && !check.success ? check.error.issues[0]?.message : undefined;

  // Grows with its text, up to about six lines; then it scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = "auto";
    box.style.height = `${Math.min(box.scrollHeight, 160)}px`;
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend || !check.success) return;
    const content = check.data;
    setText("");
    lastTypingSent.current = null;
    send.mutate(content, {
      onError: (failure) => {
        // Spec §4: the failed message goes, its text comes back to the input.
        setText((current) => (current.trim() ? `${content}\n${current}` : content));
        toast.error(failureMessage(failure, SEND_FAILED));
        input.current?.focus();
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && shouldSendTyping(lastTypingSent.current, now)) {
      lastTypingSent.current = now;
      sendTypingNotice(conversationId);
    }
  };

  const remaining = MessagingLimits.messageLength - text.trim().length;
  return (
    <form onSubmit={submit} className="border-t border-ink-800 p-3 sm:p-4" data-testid="send-box">
      {blockedReason && (
        <p
          role="status"
          data-testid="block-notice"
          className="mb-3 rounded-lg bg-danger/10 px-3.5 py-2.5 text-sm text-red-200 ring-1 ring-danger/40 ring-inset"
        >
          {blockedReason}
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          ref={input}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={blocked}
          rows={1}
          aria-label="Message"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={blocked ? "Sending is turned off in this conversation" : "Write a message…"}
          data-testid="message-input"
          className={cn(
            "block max-h-40 min-h-11 flex-1 resize-none rounded-xl bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
            "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
            "disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:ring-danger/70",
          )}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          data-testid="send-button"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent text-accent-ink transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-40"
        >
          {send.isPending ? (
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
          ) : (
            <SendHorizontal aria-hidden className="size-5" />
          )}
        </button>
      </div>
      {(error || text.trim().length > COUNTER_FROM) && (
        <p
          id={errorId}
          role={error ? "alert" : undefined}
          className={cn(
            "mt-1.5 flex justify-between gap-3 text-xs",
            error ? "text-danger" : "text-ink-400",
          )}
        >
          <span>{error}</span>
          <span className="tabular-nums">
            {remaining >= 0
              ? `${remaining.toLocaleString()} left`
              : `${(-remaining).toLocaleString()} too many`}
          </span>
        </p>
      )}
    </form>
  );
}
