import { typingText } from "./typingState.ts";

/** "Ana is typing…" under the messages (spec §9 timings live in typingState.ts). */
export function TypingIndicator({ names }: { names: string[] }) {
  const text = typingText(names);
  return (
    // Always in the page so screen readers hear it appear; empty takes no space.
    <div aria-live="polite" className="min-h-0 px-4 sm:px-5">
      {text && (
        <p
          data-testid="typing-indicator"
          className="flex items-center gap-2 pb-2 text-xs font-medium text-ink-300"
        >
          <span aria-hidden className="flex items-end gap-0.5">
            <span className="size-1.5 animate-bounce rounded-full bg-accent [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-accent [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-accent" />
          </span>
          {text}
        </p>
      )}
    </div>
  );
}
