import { AdminToolsMessages, type FeatureFlag } from "@common/adminTools.ts";
import { FEATURE_FLAGS } from "@common/featureFlags.ts";
import { useQuery } from "@tanstack/react-query";
import { featureFlagsQuery, useSetFeatureFlag } from "@web/api/adminTools.ts";
import { failureMessage } from "@web/api/client.ts";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { ToggleRight } from "lucide-react";
import { Switch } from "radix-ui";
import { useId } from "react";
import { toast } from "sonner";
import { CardHeading } from "./CardHeading.tsx";

function FlagRow({
  flag,
  busy,
  onChange,
}: {
  flag: FeatureFlag;
  busy: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const id = useId();
  const { label, description } = FEATURE_FLAGS[flag.key];
  return (
    <li className="flex items-start justify-between gap-6 py-4" data-testid={`flag-${flag.key}`}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-ink-50">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 max-w-prose text-sm text-ink-400">
          {description}
        </p>
        <p className="mt-1 text-xs text-ink-400">
          <code className="text-ink-300">{flag.key}</code>
          {" · "}
          {flag.updatedAt ? `changed ${formatDateTime(flag.updatedAt)}` : "default"}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {busy && <Spinner className="size-4" />}
        <Switch.Root
          id={id}
          checked={flag.enabled}
          disabled={busy}
          onCheckedChange={onChange}
          aria-describedby={`${id}-description`}
          className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-ink-700 ring-1 ring-ink-600 transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none disabled:opacity-60 data-[state=checked]:bg-accent"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-ink-50 shadow transition-transform data-[state=checked]:translate-x-[22px] data-[state=checked]:bg-accent-ink" />
        </Switch.Root>
      </div>
    </li>
  );
}

/**
 * Feature Flags (spec document 2 §2), ordered by key. Each flag changes what the server does
 * (docs/ARCHITECTURE.md "Feature flags"); every toggle is recorded as SET_FEATURE_FLAG.
 */
export function FeatureFlagsCard() {
  const flags = useQuery(featureFlagsQuery);
  const setFlag = useSetFeatureFlag();
  const toggle = (flag: FeatureFlag, enabled: boolean) =>
    setFlag.mutate(
      { key: flag.key, enabled },
      {
        onSuccess: () => {
          const { label } = FEATURE_FLAGS[flag.key];
          toast.success(
            enabled
              ? AdminToolsMessages.flagEnabled(label)
              : AdminToolsMessages.flagDisabled(label),
          );
        },
        onError: (error) => toast.error(failureMessage(error, AdminToolsMessages.flagFailed)),
      },
    );

  return (
    <Card aria-labelledby="feature-flags-heading" data-testid="feature-flags-card">
      <CardHeading id="feature-flags-heading" icon={ToggleRight}>
        Feature Flags
      </CardHeading>
      <p className="mt-1 text-sm text-ink-300">
        Switch platform features on or off for everyone. The server enforces each one.
      </p>
      {flags.error && (
        <FormAlert tone="error" className="mt-4">
          {flags.error.message}
        </FormAlert>
      )}
      {flags.isPending ? (
        <Spinner className="mt-4" />
      ) : (
        <ul className="mt-2 divide-y divide-ink-800">
          {(flags.data ?? []).map((flag) => (
            <FlagRow
              key={flag.key}
              flag={flag}
              busy={setFlag.isPending && setFlag.variables?.key === flag.key}
              onChange={(enabled) => toggle(flag, enabled)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
