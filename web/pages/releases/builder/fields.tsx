import { GENRES } from "@common/releases.ts";
import { inputClass } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { type ComponentProps, type ReactNode, useId } from "react";

const textAreaClass = cn(
  "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
  "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
);

const labelClass = "block text-sm font-medium text-ink-200";

interface SelectFieldProps extends ComponentProps<"select"> {
  label: string;
  hint?: ReactNode;
  /** The field's message, shown beside it (as FormField does). */
  error?: string;
  /** A button or two beside the select ("Create Artist"). */
  aside?: ReactNode;
}

/** A labelled native select: keyboard and screen readers get the platform's own behaviour. */
export function SelectField({
  label,
  hint,
  error,
  aside,
  className,
  id,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={selectId} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, "min-w-0 flex-1 pr-8")}
          {...props}
        />
        {aside}
      </div>
      {hint && (
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

interface TextAreaFieldProps extends ComponentProps<"textarea"> {
  label: string;
}

export function TextAreaField({ label, className, id, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={areaId} className={labelClass}>
        {label}
      </label>
      <textarea id={areaId} className={textAreaClass} {...props} />
    </div>
  );
}

interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "type"> {
  label: ReactNode;
}

export function CheckboxField({ label, className, ...props }: CheckboxFieldProps) {
  return (
    <label
      className={cn(
        "inline-flex cursor-pointer items-center gap-2.5 text-sm font-medium text-ink-100",
        className,
      )}
    >
      <input type="checkbox" className="size-4 rounded accent-[var(--color-accent)]" {...props} />
      {label}
    </label>
  );
}

/**
 * A step's heading. The wizard moves the keyboard's focus to it when the step changes
 * (BuilderWizard), so a screen reader says where the user now is.
 */
export function StepHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6">
      <h2
        tabIndex={-1}
        data-step-heading
        className="text-xl font-bold tracking-tight text-ink-50 focus:outline-none"
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-300">{description}</p>}
    </div>
  );
}

/**
 * The genre select's options: a prompt, then the spec's list. A saved genre that is not on the
 * list (an older release) is offered first, so the select shows what is saved until it changes.
 */
export function GenreOptions({ current }: { current: string }) {
  const genres: readonly string[] =
    current && !(GENRES as readonly string[]).includes(current) ? [current, ...GENRES] : GENRES;
  return (
    <>
      <option value="">Select a genre</option>
      {genres.map((genre) => (
        <option key={genre} value={genre}>
          {genre}
        </option>
      ))}
    </>
  );
}
