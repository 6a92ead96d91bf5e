import { cn } from "@web/lib/cn.ts";
import { type ComponentProps, type ReactNode, useId } from "react";

export const inputClass = cn(
  "block h-11 w-full rounded-lg bg-ink-950 px-3.5 text-[15px] text-ink-50 placeholder:text-ink-400",
  "ring-1 ring-inset ring-ink-600 transition-shadow",
  "focus:outline-none focus:ring-2 focus:ring-accent",
  "aria-[invalid=true]:ring-danger/70",
);

interface FormFieldProps extends ComponentProps<"input"> {
  label: string;
  /** The field's message from validation or from the server's `fields`. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input: the label is the input's accessible name; the error is described by it. */
export function FormField({ label, error, hint, className, id, ...props }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-200">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...props}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
