import { cn } from "@web/lib/cn.ts";

/** The Offbeat wordmark: a record with an off-centre spindle, then the label's name. */
export function Logo({ className, name = "Offbeat" }: { className?: string; name?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 shrink-0">
        <circle cx="16" cy="16" r="14" fill="#c8ff2e" />
        <circle cx="16" cy="16" r="9.5" fill="none" stroke="#08080b" strokeOpacity="0.25" />
        <circle cx="16" cy="16" r="6" fill="none" stroke="#08080b" strokeOpacity="0.25" />
        <circle cx="19" cy="13" r="3" fill="#08080b" />
      </svg>
      <span className="text-xl font-black tracking-tight text-ink-50">{name}</span>
    </span>
  );
}
