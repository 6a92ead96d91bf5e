import { inputClass } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { useState } from "react";

interface PercentageInputProps {
  value: number;
  /** Receives what was typed; answers the value to keep (clamped so the track stays ≤ 100). */
  onChange: (typed: number) => number;
  className?: string;
}

/**
 * A share from 0 to 100 in steps of 0.1. It keeps the text being typed ("", "12.") while
 * focused, so clearing the field or typing a decimal point does not snap it back; the clamped
 * number is what the release holds, and what the field shows once the user is done.
 */
export function PercentageInput({ value, onChange, className }: PercentageInputProps) {
  const [text, setText] = useState<string | null>(null);
  return (
    <div className={cn("relative", className)}>
      <input
        type="number"
        aria-label="Percentage"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.1}
        className={cn(inputClass, "pr-8 text-right tabular-nums")}
        value={text ?? String(value)}
        onChange={(event) => {
          const raw = event.target.value;
          const typed = raw.trim() === "" ? 0 : Number(raw);
          const kept = onChange(typed);
          setText(kept === typed ? raw : String(kept));
        }}
        onBlur={() => setText(null)}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 right-3 grid place-items-center text-sm text-ink-400"
      >
        %
      </span>
    </div>
  );
}
