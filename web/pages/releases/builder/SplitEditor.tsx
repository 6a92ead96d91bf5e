import {
  clampPercentage,
  formatPercent,
  roundTenth,
  splitEmailError,
  splitsComplete,
  splitTotal,
} from "@common/releaseRules.ts";
import { DEFAULT_SPLIT_ROLE, Limits } from "@common/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { Plus, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { type DraftSplit, type DraftTrack, withKey } from "./builderState.ts";
import { PercentageInput } from "./PercentageInput.tsx";

// On a phone: name and email on their own lines, role and share side by side.
const ROW =
  "grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1.4fr)_minmax(0,1fr)_7rem_3rem]";

interface SplitEditorProps {
  track: DraftTrack;
  index: number;
  onChange: (splits: DraftSplit[]) => void;
}

/**
 * One track's royalty splits (spec §5 step 5): name, optional email, role (default
 * Contributor) and a share clamped so the track never passes 100%. Rows without a name or
 * share are not saved, so the running total counts only the others.
 */
export function SplitEditor({ track, index, onChange }: SplitEditorProps) {
  const { splits } = track;
  const label = `Track ${index + 1}`;
  const total = splitTotal(splits);
  const complete = splitsComplete(splits);
  const set = (key: string, patch: Partial<DraftSplit>) =>
    onChange(splits.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const assigned = splits.reduce((sum, s) => sum + Math.max(0, s.percentage), 0);
  const errorIdBase = useId();
  // An email's message shows once its field is left (at once for a reopened draft's), not
  // while typing; the step's list names it meanwhile and Next waits (issue 16).
  const [emailsLeft, setEmailsLeft] = useState(
    () => new Set(splits.filter((s) => s.collaboratorEmail.trim()).map((s) => s.key)),
  );

  return (
    <fieldset
      aria-label={`${label} splits`}
      className="rounded-2xl bg-ink-900 p-5 ring-1 ring-ink-700 sm:p-6"
      data-testid="split-editor"
    >
      <legend className="sr-only">{label} splits</legend>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold tracking-tight">
          <span className="text-accent">{String(index + 1).padStart(2, "0")}</span>{" "}
          {track.title.trim() || label}
        </h3>
        <p
          className={cn(
            "text-sm font-semibold tabular-nums",
            complete ? "text-success" : "text-warning",
          )}
          data-testid="split-total"
        >
          Total: {formatPercent(total)}%
        </p>
      </div>
      <div className="space-y-3">
        {splits.length > 0 && (
          // Column names for sighted users; each input carries its own accessible name.
          <div aria-hidden className={cn(ROW, "hidden text-xs font-medium text-ink-400 sm:grid")}>
            <span>Collaborator</span>
            <span>Email (optional)</span>
            <span>Role</span>
            <span>Share</span>
            <span className="w-12" />
          </div>
        )}
        {splits.map((split, i) => {
          const emailError = emailsLeft.has(split.key)
            ? splitEmailError(track, index, split, i)
            : undefined;
          const emailErrorId = `${errorIdBase}-${split.key}-email`;
          return (
            <div
              key={split.key}
              className={cn(ROW, "grid border-ink-800 pb-3 not-last:border-b sm:border-0 sm:pb-0")}
            >
              <PhoneField caption="Collaborator" className="col-span-2 sm:col-span-1">
                <input
                  aria-label="Collaborator name"
                  placeholder="Collaborator name"
                  className={inputClass}
                  value={split.collaboratorName}
                  maxLength={Limits.name}
                  onChange={(event) => set(split.key, { collaboratorName: event.target.value })}
                />
              </PhoneField>
              <PhoneField caption="Email (optional)" className="col-span-2 sm:col-span-1">
                <input
                  type="email"
                  aria-label="Collaborator email (optional)"
                  placeholder="Email (optional)"
                  className={inputClass}
                  value={split.collaboratorEmail}
                  maxLength={Limits.email}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? emailErrorId : undefined}
                  onBlur={() => setEmailsLeft((left) => new Set(left).add(split.key))}
                  onChange={(event) => set(split.key, { collaboratorEmail: event.target.value })}
                />
              </PhoneField>
              <PhoneField caption="Role">
                <input
                  aria-label="Collaborator role"
                  placeholder={DEFAULT_SPLIT_ROLE}
                  className={inputClass}
                  value={split.role}
                  maxLength={Limits.role}
                  onChange={(event) => set(split.key, { role: event.target.value })}
                />
              </PhoneField>
              <PhoneField caption="Share">
                <PercentageInput
                  value={split.percentage}
                  onChange={(typed) => {
                    const kept = clampPercentage(typed, splits, i);
                    set(split.key, { percentage: kept });
                    return kept;
                  }}
                />
              </PhoneField>
              <Button
                variant="ghost"
                className="col-span-2 h-11 justify-self-end sm:col-span-1"
                aria-label={`Remove collaborator ${i + 1}`}
                onClick={() => onChange(splits.filter((s) => s.key !== split.key))}
              >
                <X aria-hidden className="size-4" />
                {/* On a phone the row's fields stack and the button ends up alone under them:
                    a word says what it does. */}
                <span className="sm:hidden">Remove</span>
              </Button>
              {emailError && (
                <p
                  id={emailErrorId}
                  className="col-span-2 text-xs font-medium text-danger sm:col-span-5"
                  data-testid="split-email-error"
                >
                  {emailError}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="mt-3"
        disabled={splits.length >= Limits.splits}
        onClick={() =>
          onChange([
            ...splits,
            withKey({
              collaboratorName: "",
              collaboratorEmail: "",
              role: DEFAULT_SPLIT_ROLE,
              // The share still unassigned, so a second collaborator can take the rest at once.
              percentage: Math.max(0, roundTenth(100 - assigned)),
            }),
          ])
        }
      >
        <Plus aria-hidden className="size-4" />
        Add Collaborator
      </Button>
    </fieldset>
  );
}

/**
 * A field of a split row. From `sm` the row sits under the column headings; below it the
 * fields stack and the headings are hidden, so each field shows its own caption above it.
 * The caption is for the eye: each input already carries its accessible name.
 */
function PhoneField({
  caption,
  className,
  children,
}: {
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid grid-cols-1 min-w-0 content-start gap-1", className)}>
      <span aria-hidden className="text-xs font-medium text-ink-400 sm:hidden">
        {caption}
      </span>
      {children}
    </div>
  );
}
