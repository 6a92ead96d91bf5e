import { cn } from "@web/lib/cn.ts";
import type { LucideIcon } from "lucide-react";

interface InfoCardProps {
  title: string;
  text: string;
  icon: LucideIcon;
  /** A small label beside the title ("Beta"). */
  tag?: string;
  /** The louder look, for promotions. */
  accent?: boolean;
}

/** A card with an icon, an h3 and a sentence or two. */
export function InfoCard({ title, text, icon: Icon, tag, accent = false }: InfoCardProps) {
  return (
    <article
      className={cn(
        "h-full rounded-2xl p-6 ring-1 sm:p-7",
        accent ? "bg-ink-850 ring-accent/25" : "bg-ink-900 ring-ink-700",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-accent/10 text-accent ring-1 ring-accent/25">
          <Icon aria-hidden className="size-5" />
        </span>
        {tag && (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold tracking-wide text-accent-ink uppercase">
            {tag}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-xl font-bold tracking-tight text-ink-50">{title}</h3>
      <p className="mt-2 leading-relaxed text-ink-300">{text}</p>
    </article>
  );
}
