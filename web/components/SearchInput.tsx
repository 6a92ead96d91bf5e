import { inputClass } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { Search } from "lucide-react";
import type { ComponentProps } from "react";

/** A search box with its icon; `label` is its accessible name (the placeholder is not one). */
export function SearchInput({
  label,
  className,
  ...props
}: ComponentProps<"input"> & { label: string }) {
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
      />
      <input
        type="search"
        aria-label={label}
        autoComplete="off"
        className={cn(inputClass, "h-10 pl-9 text-sm")}
        {...props}
      />
    </div>
  );
}
