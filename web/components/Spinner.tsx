import { cn } from "@web/lib/cn.ts";
import { LoaderCircle } from "lucide-react";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden className={cn("size-5 animate-spin text-accent", className)} />
    </span>
  );
}

/** A full-height centred spinner for a screen that is still loading. */
export function ScreenSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center" data-testid="screen-loading">
      <Spinner className="size-8" />
    </div>
  );
}
