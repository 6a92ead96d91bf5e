import { cn } from "@web/lib/cn.ts";

const bars = [0, 0.3, 0.15, 0.45, 0.1];

/** Decorative bouncing bars (still when the reader prefers reduced motion). */
export function Equalizer({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn("inline-flex h-4 items-end gap-[2px]", className)}>
      {bars.map((delay) => (
        <span
          key={delay}
          className="animate-eq h-full w-[3px] rounded-full bg-accent"
          style={{ animationDelay: `${delay}s` }}
        />
      ))}
    </span>
  );
}
