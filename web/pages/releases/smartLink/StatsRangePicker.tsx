import { inputClass } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { useId } from "react";
import { RANGE_PRESETS, type RangeChoice } from "./statsRange.ts";

/** Last 7 / 28 / 90 days, or a custom range of two days. */
export function StatsRangePicker({
  choice,
  custom,
  onChoice,
  onCustom,
}: {
  choice: RangeChoice;
  custom: { from: string; to: string };
  onChoice: (choice: RangeChoice) => void;
  onCustom: (range: { from: string; to: string }) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-range`} className="block text-xs font-medium text-ink-300">
          Range
        </label>
        <select
          id={`${id}-range`}
          value={choice}
          onChange={(event) => onChoice(event.target.value as RangeChoice)}
          className={cn(inputClass, "h-9 w-auto pr-8 text-sm")}
        >
          {RANGE_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
          <option value="custom">Custom range</option>
        </select>
      </div>
      {choice === "custom" && (
        <>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-from`} className="block text-xs font-medium text-ink-300">
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={custom.from}
              onChange={(event) => onCustom({ ...custom, from: event.target.value })}
              className={cn(inputClass, "h-9 w-auto text-sm")}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-to`} className="block text-xs font-medium text-ink-300">
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={custom.to}
              onChange={(event) => onCustom({ ...custom, to: event.target.value })}
              className={cn(inputClass, "h-9 w-auto text-sm")}
            />
          </div>
        </>
      )}
    </div>
  );
}
