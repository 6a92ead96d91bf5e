import { cn } from "@web/lib/cn.ts";
import { useId } from "react";

/** The required reason of a suspension or a warning (spec §5: non-empty). */
export function ReasonField({
  value,
  onChange,
  error,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-200">
        Reason <span className="text-danger">*</span>
      </label>
      <textarea
        id={id}
        rows={4}
        value={value}
        maxLength={2000}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
          "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
          "aria-[invalid=true]:ring-danger/70",
        )}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The first message per field of a failed zod parse. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    if (!fields[key]) fields[key] = issue.message;
  }
  return fields;
}
