import { cn } from "@web/lib/cn.ts";
import { type ComponentProps, useId } from "react";

interface TextAreaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  error?: string;
}

/** A labelled multi-line input, the textarea twin of FormField. */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-200">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
          "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
          "aria-[invalid=true]:ring-danger/70",
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
