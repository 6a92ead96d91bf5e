import {
  type Profile,
  ProfileMessages,
  SOCIAL_LINK_KEYS,
  SOCIAL_LINK_LABELS,
  SocialLinksSchema,
} from "@common/profile.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useUpdateProfile } from "@web/api/profile.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { Banner } from "./useBanner.ts";

const SocialLinksFormSchema = z.object({ socialLinks: SocialLinksSchema });
const fieldNames = SOCIAL_LINK_KEYS.map((key) => `socialLinks.${key}` as const);

/** Spec §2 "Social Links": one URL per platform; clearing a field removes that link. */
export function SocialLinksTab({
  profile,
  onResult,
}: {
  profile: Profile;
  onResult: (banner: Banner) => void;
}) {
  const form = useForm({
    resolver: zodResolver(SocialLinksFormSchema),
    defaultValues: {
      socialLinks: Object.fromEntries(
        SOCIAL_LINK_KEYS.map((key) => [key, profile.socialLinks[key] ?? ""]),
      ),
    },
  });
  const update = useUpdateProfile();

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => onResult({ tone: "success", text: ProfileMessages.profileUpdated }),
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, fieldNames);
        onResult({ tone: "error", text: ProfileMessages.profileUpdateFailed });
      },
    }),
  );

  return (
    <Card aria-labelledby="social-heading" className="max-w-3xl">
      <h2 id="social-heading" className="mb-5 text-lg font-bold tracking-tight">
        Social Links
      </h2>
      <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
        {SOCIAL_LINK_KEYS.map((key) => (
          <FormField
            key={key}
            label={SOCIAL_LINK_LABELS[key]}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={form.formState.errors.socialLinks?.[key]?.message}
            {...form.register(`socialLinks.${key}`)}
          />
        ))}
        <Button type="submit" busy={update.isPending}>
          Save Changes
        </Button>
      </form>
    </Card>
  );
}
