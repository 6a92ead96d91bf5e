import { formatIsrcPrefix } from "@common/codes.ts";
import {
  type DistributionSettingsInput,
  DistributionSettingsInputSchema,
  DistributionSettingsMessages,
  type DistributionSettingsView,
} from "@common/distributionSettings.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { ApiError, failureMessage } from "@web/api/client.ts";
import {
  distributionSettingsQuery,
  useSaveDistributionSettings,
} from "@web/api/distributionSettings.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { Disc3 } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CardHeading } from "./CardHeading.tsx";

/** The form's text inputs: "" for a code not set. */
const formValues = (s: DistributionSettingsView): DistributionSettingsInput => ({
  labelName: s.labelName,
  dpid: s.dpid ?? "",
  gs1CompanyPrefix: s.gs1CompanyPrefix ?? "",
  isrcPrefix: s.isrcPrefix ? formatIsrcPrefix(s.isrcPrefix) : "",
  pLineOwner: s.pLineOwner,
  cLineOwner: s.cLineOwner,
});

function upcNote(settings: DistributionSettingsView): string {
  if (!settings.upcFormat) return "No GS1 company prefix: approval cannot assign UPCs.";
  return `UPCs are ${settings.upcFormat} codes: prefix, a ${settings.upcSequenceDigits}-digit sequence, check digit.`;
}

/**
 * Admin Tools > Distribution (issue 15): who the label is in DDEX messages to stores (name,
 * DPID, P/C-line owners) and the prefixes approval makes UPCs and ISRCs from. Admins only; each
 * save is audited (UPDATE_DISTRIBUTION_SETTINGS). Assigned codes never change.
 */
export function DistributionCard() {
  const settings = useQuery(distributionSettingsQuery);
  return (
    <Card aria-labelledby="distribution-heading" data-testid="distribution-card">
      <CardHeading id="distribution-heading" icon={Disc3}>
        Distribution
      </CardHeading>
      <p className="mt-1 mb-5 text-sm text-ink-300">
        The label as stores see it, and the prefixes UPCs and ISRCs are made from on approval. Codes
        already assigned keep theirs.
      </p>
      {settings.isPending && <Spinner className="size-5" />}
      {settings.isError && (
        <FormAlert tone="error">
          {failureMessage(settings.error, DistributionSettingsMessages.loadFailed)}
        </FormAlert>
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
    </Card>
  );
}

function SettingsForm({ settings }: { settings: DistributionSettingsView }) {
  const form = useForm<DistributionSettingsInput>({
    resolver: zodResolver(DistributionSettingsInputSchema),
    defaultValues: formValues(settings),
  });
  const save = useSaveDistributionSettings();
  // A saved answer (normalised codes) becomes what the form shows.
  useEffect(() => form.reset(formValues(settings)), [settings, form]);
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(DistributionSettingsMessages.saved),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // The first field named takes focus, its message read out with it.
        let first = true;
        for (const [field, message] of Object.entries(error.fields)) {
          if (!(field in values)) continue;
          form.setError(
            field as keyof DistributionSettingsInput,
            { message },
            { shouldFocus: first },
          );
          first = false;
        }
      },
    }),
  );
  const error = (field: keyof DistributionSettingsInput) => form.formState.errors[field]?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormField label="Label name" error={error("labelName")} {...form.register("labelName")} />
        <FormField
          label="DDEX party id (DPID)"
          placeholder="PADPIDA2014122301Q"
          hint="From dpid.ddex.net: the sender of every message to a store."
          error={error("dpid")}
          {...form.register("dpid")}
        />
        <FormField
          label="GS1 company prefix"
          inputMode="numeric"
          placeholder="7351234"
          hint={upcNote(settings)}
          error={error("gs1CompanyPrefix")}
          {...form.register("gs1CompanyPrefix")}
        />
        <FormField
          label="ISRC prefix"
          placeholder="SE-ABC"
          hint="Country code and registrant code, from your national ISRC agency."
          error={error("isrcPrefix")}
          {...form.register("isrcPrefix")}
        />
        <FormField
          label="P-line owner (recordings)"
          error={error("pLineOwner")}
          {...form.register("pLineOwner")}
        />
        <FormField
          label="C-line owner (artwork)"
          error={error("cLineOwner")}
          {...form.register("cLineOwner")}
        />
      </div>
      {save.isError && (
        <FormAlert tone="error">
          {failureMessage(save.error, DistributionSettingsMessages.saveFailed)}
        </FormAlert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-ink-400" data-testid="distribution-saved">
          {settings.updatedAt
            ? `Saved ${formatDateTime(settings.updatedAt)}`
            : "From the server's environment (LABEL_*); not saved here yet."}
        </p>
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
