import { PLATFORMS, type PlatformId } from "@common/releases.ts";
import { cn } from "@web/lib/cn.ts";
import { StepHeading } from "./fields.tsx";

interface PlatformsStepProps {
  platforms: PlatformId[];
  onChange: (platforms: PlatformId[]) => void;
}

/** Step 3, Platforms: the twelve stores, kept in the spec's order whatever the clicking order. */
export function PlatformsStep({ platforms, onChange }: PlatformsStepProps) {
  const toggle = (id: PlatformId, on: boolean) =>
    onChange(PLATFORMS.map((p) => p.id).filter((p) => (p === id ? on : platforms.includes(p))));
  return (
    <div>
      <StepHeading title="Platforms" description="Choose where your release will be available." />
      <fieldset>
        <legend className="sr-only">Distribution platforms</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {PLATFORMS.map((platform) => {
            const checked = platforms.includes(platform.id);
            return (
              <label
                key={platform.id}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3.5 ring-1 ring-inset transition-colors",
                  "focus-within:ring-2 focus-within:ring-accent",
                  checked
                    ? "bg-accent/10 text-ink-50 ring-accent/50"
                    : "bg-ink-900 text-ink-200 ring-ink-700 hover:ring-ink-400",
                )}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--color-accent)]"
                  checked={checked}
                  onChange={(event) => toggle(platform.id, event.target.checked)}
                />
                <span className="text-sm font-semibold">{platform.label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="mt-4 text-sm text-ink-400" aria-live="polite">
        {platforms.length} of {PLATFORMS.length} platforms selected
      </p>
    </div>
  );
}
