import { cn } from "@web/lib/cn.ts";
import type { ReactNode } from "react";

const tones = {
  success: "bg-success/10 text-success ring-success/30",
  neutral: "bg-ink-800 text-ink-300 ring-ink-600",
  accent: "bg-accent/10 text-accent ring-accent/30",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
