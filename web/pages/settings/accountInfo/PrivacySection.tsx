import {
  AccountMessages,
  PrivacyDescriptions,
  type PrivacySettings,
  type PrivacySettingsInput,
  type ProfileVisibility,
} from "@common/account.ts";
import { useSavePrivacy } from "@web/api/account.ts";
import { Button } from "@web/components/Button.tsx";
import { cn } from "@web/lib/cn.ts";
import { RadioGroup, Switch } from "radix-ui";
import { useId, useState } from "react";
import type { Banner } from "../useBanner.ts";

const VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  public: "Public",
  private: "Private",
};

function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-6 py-4">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink-50">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 max-w-prose text-sm text-ink-400">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-ink-700 ring-1 ring-ink-600 transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none data-[state=checked]:bg-accent"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-ink-50 shadow transition-transform data-[state=checked]:translate-x-[22px] data-[state=checked]:bg-accent-ink" />
      </Switch.Root>
    </div>
  );
}

/**
 * Spec §3 privacy settings; each one's effect is enforced by the server (docs/ARCHITECTURE.md
 * "Privacy"). Changes are kept on screen until Save Privacy Settings.
 */
export function PrivacySection({
  settings,
  onResult,
}: {
  settings: PrivacySettings;
  onResult: (banner: Banner) => void;
}) {
  const [draft, setDraft] = useState<PrivacySettingsInput>({
    profileVisibility: settings.profileVisibility,
    marketingEmails: settings.marketingEmails,
    dataSharingOptIn: settings.dataSharingOptIn,
  });
  const save = useSavePrivacy();
  const set = (change: Partial<PrivacySettingsInput>) => setDraft((d) => ({ ...d, ...change }));

  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => onResult({ tone: "success", text: AccountMessages.privacySaved }),
      onError: () => onResult({ tone: "error", text: AccountMessages.privacySaveFailed }),
    });

  return (
    <div data-testid="privacy-settings">
      <fieldset className="pb-4">
        <legend className="text-sm font-semibold text-ink-50">Profile visibility</legend>
        <p id="visibility-description" className="mt-1 max-w-prose text-sm text-ink-400">
          {PrivacyDescriptions.profileVisibility}
        </p>
        <RadioGroup.Root
          value={draft.profileVisibility}
          onValueChange={(value) => set({ profileVisibility: value as ProfileVisibility })}
          aria-describedby="visibility-description"
          className="mt-3 flex gap-3"
        >
          {(Object.keys(VISIBILITY_LABELS) as ProfileVisibility[]).map((value) => (
            <label
              key={value}
              htmlFor={`visibility-${value}`}
              className={cn(
                "flex cursor-pointer items-center gap-2.5 rounded-lg px-3.5 py-2 text-sm font-medium ring-1 ring-inset",
                draft.profileVisibility === value
                  ? "bg-accent/10 text-ink-50 ring-accent/50"
                  : "text-ink-300 ring-ink-600 hover:bg-ink-800",
              )}
            >
              <RadioGroup.Item
                id={`visibility-${value}`}
                value={value}
                className="grid size-4 place-items-center rounded-full ring-1 ring-ink-400 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none data-[state=checked]:ring-accent"
              >
                <RadioGroup.Indicator className="size-2 rounded-full bg-accent" />
              </RadioGroup.Item>
              {VISIBILITY_LABELS[value]}
            </label>
          ))}
        </RadioGroup.Root>
      </fieldset>
      <div className="divide-y divide-ink-800 border-t border-ink-800">
        <Toggle
          label="Marketing emails"
          description={PrivacyDescriptions.marketingEmails}
          checked={draft.marketingEmails}
          onChange={(marketingEmails) => set({ marketingEmails })}
        />
        <Toggle
          label="Data sharing"
          description={PrivacyDescriptions.dataSharingOptIn}
          checked={draft.dataSharingOptIn}
          onChange={(dataSharingOptIn) => set({ dataSharingOptIn })}
        />
      </div>
      <Button onClick={submit} busy={save.isPending} className="mt-2">
        Save Privacy Settings
      </Button>
    </div>
  );
}
