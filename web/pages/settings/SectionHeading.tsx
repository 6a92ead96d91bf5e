import { cn } from "@web/lib/cn.ts";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

const TONES = {
  accent: "bg-accent/10 text-accent ring-accent/25",
  danger: "bg-danger/10 text-danger ring-danger/30",
} as const;

/**
 * A settings card's head: its icon, its title (the heading the card is labelled by, `id`) and a
 * line on what it does. `children` follow in the text's column (a status, the card's button).
 */
export function SectionHeading({
  id,
  icon: Icon,
  title,
  description,
  tone = "accent",
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn("flex gap-4", className)}>
      <span
        className={cn("grid size-11 shrink-0 place-items-center rounded-xl ring-1", TONES[tone])}
      >
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={id} className="text-lg font-bold tracking-tight">
          {title}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-ink-300">{description}</p>
        {children}
      </div>
    </div>
  );
}
