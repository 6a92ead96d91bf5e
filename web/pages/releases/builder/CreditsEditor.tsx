import { DEFAULT_CREDIT_ROLE, Limits } from "@common/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { Plus, X } from "lucide-react";
import { type DraftCredit, withKey } from "./builderState.ts";

interface CreditsEditorProps {
  trackLabel: string;
  credits: DraftCredit[];
  onChange: (credits: DraftCredit[]) => void;
}

/** A track's credits: name and role (default "Artist"); rows without a name are not saved. */
export function CreditsEditor({ trackLabel, credits, onChange }: CreditsEditorProps) {
  const set = (key: string, patch: Partial<DraftCredit>) =>
    onChange(credits.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  return (
    <fieldset className="space-y-2" aria-label={`${trackLabel} credits`}>
      <legend className="mb-2 text-sm font-medium text-ink-200">Credits</legend>
      {credits.map((credit, i) => (
        <div key={credit.key} className="flex gap-2">
          <input
            aria-label="Credit name"
            placeholder="Name"
            className={inputClass}
            value={credit.name}
            maxLength={Limits.name}
            onChange={(event) => set(credit.key, { name: event.target.value })}
          />
          <input
            aria-label="Credit role"
            placeholder={DEFAULT_CREDIT_ROLE}
            className={`${inputClass} max-w-48`}
            value={credit.role}
            maxLength={Limits.role}
            onChange={(event) => set(credit.key, { role: event.target.value })}
          />
          <Button
            variant="ghost"
            className="h-11"
            aria-label={`Remove credit ${i + 1}`}
            onClick={() => onChange(credits.filter((c) => c.key !== credit.key))}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      ))}
      <Button
        variant="ghost"
        size="sm"
        disabled={credits.length >= Limits.credits}
        onClick={() => onChange([...credits, withKey({ name: "", role: DEFAULT_CREDIT_ROLE })])}
      >
        <Plus aria-hidden className="size-4" />
        Add Credit
      </Button>
    </fieldset>
  );
}
