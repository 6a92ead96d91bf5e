import { cn } from "@web/lib/cn.ts";
import { unreadBadgeLabel, unreadBadgeText } from "./unreadBadge.ts";

/** The lime count pill of spec §2 ("9+" above 9); renders nothing at 0. */
export function UnreadBadge({
  count,
  testId,
  className,
  label = unreadBadgeLabel,
}: {
  count: number;
  testId: string;
  className?: string;
  /** What a screen reader hears (the real number); unread messages unless said otherwise. */
  label?: (count: number) => string;
}) {
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid={testId}
      data-count={count}
      className={cn(
        "inline-grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-accent px-1.5 text-[11px] leading-none font-black text-accent-ink tabular-nums",
        className,
      )}
    >
      <span aria-hidden>{text}</span>
      <span className="sr-only">{label(count)}</span>
    </span>
  );
}
