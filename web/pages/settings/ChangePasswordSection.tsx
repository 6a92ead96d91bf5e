import { ChangePasswordFormSchema, ProfileMessages } from "@common/profile.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useChangePassword } from "@web/api/profile.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { useForm } from "react-hook-form";
import type { Banner } from "./useBanner.ts";

/** Spec §2 Security "Change Password": current, new and its confirmation. */
export function ChangePasswordSection({ onResult }: { onResult: (banner: Banner) => void }) {
  const form = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useChangePassword();

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          onResult({ tone: "success", text: ProfileMessages.passwordUpdated });
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ["currentPassword", "newPassword"]);
          onResult({ tone: "error", text: ProfileMessages.passwordUpdateFailed });
        },
      },
    ),
  );

  const { errors } = form.formState;
  return (
    <Card aria-labelledby="password-heading" data-testid="change-password-section">
      <h2 id="password-heading" className="mb-5 text-lg font-bold tracking-tight">
        Change Password
      </h2>
      <form onSubmit={submit} noValidate className="max-w-sm space-y-4">
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <Button type="submit" busy={change.isPending}>
          Update Password
        </Button>
      </form>
    </Card>
  );
}
