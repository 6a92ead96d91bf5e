import { cn } from "@web/lib/cn.ts";
import type { ComponentProps } from "react";

/** A raised panel on the dark stage. */
export function Card({ className, ...props }: ComponentProps<"section">) {
  return (
    <section
      className={cn("rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700 sm:p-7", className)}
      {...props}
    />
  );
}
