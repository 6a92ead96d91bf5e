import { cn } from "@web/lib/cn.ts";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The red box for a failed request (spec §8: the server's message) and its green twin for a
 * done one. data-testid "form-error" / "form-success" let browser tests find them.
 */
export function FormAlert({
  tone,
  children,
  className,
}: {
  tone: "error" | "success";
  children: ReactNode;
  className?: string;
}) {
  const error = tone === "error";
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      role={error ? "alert" : "status"}
      data-testid={error ? "form-error" : "form-success"}
      className={cn(
        "flex gap-3 rounded-lg px-3.5 py-3 text-sm ring-1 ring-inset",
        error
          ? "bg-danger/10 text-red-200 ring-danger/40"
          : "bg-success/10 text-emerald-100 ring-success/40",
        className,
      )}
    >
      <Icon
        aria-hidden
        className={cn("mt-0.5 size-4 shrink-0", error ? "text-danger" : "text-success")}
      />
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  );
}
