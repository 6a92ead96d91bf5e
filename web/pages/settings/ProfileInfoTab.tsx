import { type Profile, ProfileInfoFormSchema, ProfileMessages } from "@common/profile.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useUpdateProfile } from "@web/api/profile.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { useForm } from "react-hook-form";
import { AvatarPicker } from "./AvatarPicker.tsx";
import type { Banner } from "./useBanner.ts";

/** Spec §2 "Profile Information": names and bio; the email is shown but never editable. */
export function ProfileInfoTab({
  profile,
  onResult,
}: {
  profile: Profile;
  onResult: (banner: Banner) => void;
}) {
  const form = useForm({
    resolver: zodResolver(ProfileInfoFormSchema),
    defaultValues: {
      fullName: profile.fullName,
      artistName: profile.artistName ?? "",
      bio: profile.bio ?? "",
    },
  });
  const update = useUpdateProfile();
  const bioError = form.formState.errors.bio?.message;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => onResult({ tone: "success", text: ProfileMessages.profileUpdated }),
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["fullName", "artistName", "bio"]);
        onResult({ tone: "error", text: ProfileMessages.profileUpdateFailed });
      },
    }),
  );

  return (
    <Card aria-labelledby="profile-heading" className="max-w-3xl">
      <h2 id="profile-heading" className="mb-5 text-lg font-bold tracking-tight">
        Profile Information
      </h2>
      <AvatarPicker profile={profile} onResult={onResult} />
      <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
        <FormField
          label="Email"
          type="email"
          value={profile.email}
          readOnly
          disabled
          hint={ProfileMessages.emailLocked}
        />
        <FormField
          label="Full name"
          autoComplete="name"
          error={form.formState.errors.fullName?.message}
          {...form.register("fullName")}
        />
        <FormField
          label="Artist name"
          error={form.formState.errors.artistName?.message}
          {...form.register("artistName")}
        />
        <div className="space-y-1.5">
          <label htmlFor="profile-bio" className="block text-sm font-medium text-ink-200">
            Bio
          </label>
          <textarea
            id="profile-bio"
            rows={5}
            aria-invalid={bioError ? true : undefined}
            aria-describedby={bioError ? "profile-bio-error" : undefined}
            className={cn(
              "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
              "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
              "aria-[invalid=true]:ring-danger/70",
            )}
            {...form.register("bio")}
          />
          {bioError && (
            <p id="profile-bio-error" className="text-sm text-danger">
              {bioError}
            </p>
          )}
        </div>
        <Button type="submit" busy={update.isPending}>
          Save Changes
        </Button>
      </form>
    </Card>
  );
}
