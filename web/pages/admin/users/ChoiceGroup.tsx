import { cn } from "@web/lib/cn.ts";
import { useId } from "react";

/** A row of radio choices drawn as pills (suspension type, warning severity). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 block text-sm font-medium text-ink-200">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={cn(
                "inline-flex cursor-pointer items-center gap-2 rounded-lg px-3.5 py-2 text-sm font-semibold ring-1 ring-inset transition-colors",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent",
                checked
                  ? "bg-accent/10 text-accent ring-accent/50"
                  : "bg-ink-950 text-ink-200 ring-ink-600 hover:bg-ink-800",
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
