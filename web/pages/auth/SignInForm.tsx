import { SignInSchema } from "@common/auth.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useResendConfirmation, useSignIn } from "@web/api/auth.ts";
import { ApiError } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { useForm } from "react-hook-form";
import { AuthScreenMessages } from "./messages.ts";

interface SignInFormProps {
  defaultEmail: string;
  /** From a confirmation mail's link: this sign-in confirms the address (said once it has). */
  confirmToken?: string | undefined;
  onForgotPassword: (email: string) => void;
  onTwoFactorRequired: () => void;
  onSignedIn: () => void;
}

export function SignInForm({
  defaultEmail,
  confirmToken,
  onForgotPassword,
  onTwoFactorRequired,
  onSignedIn,
}: SignInFormProps) {
  const form = useForm({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;
  const signIn = useSignIn();
  const resend = useResendConfirmation();

  const submit = form.handleSubmit((values) => {
    resend.reset();
    signIn.mutate(confirmToken ? { ...values, confirmToken } : values, {
      onSuccess: ({ twoFactorRequired, emailConfirmed }) => {
        // A fixed toast id: one toast however often the dialog is sent. Not for a spent link
        // opened again: that address was confirmed before.
        if (emailConfirmed)
          void import("sonner").then(({ toast }) =>
            toast.success(AuthScreenMessages.emailConfirmed, { id: "email-confirmed" }),
          );
        if (twoFactorRequired) onTwoFactorRequired();
        else onSignedIn();
      },
      onError: (error) => applyServerFieldErrors(error, form.setError, ["email", "password"]),
    });
  });

  // Either way a new confirmation mail is what helps.
  const notVerified =
    signIn.error instanceof ApiError &&
    (signIn.error.code === "EMAIL_NOT_VERIFIED" ||
      signIn.error.code === "CONFIRMATION_LINK_INVALID");

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {signIn.error && !resend.isSuccess && (
        <FormAlert tone="error">
          <p>{signIn.error.message}</p>
          {notVerified && (
            <Button
              size="sm"
              variant="secondary"
              busy={resend.isPending}
              onClick={() => resend.mutate(form.getValues("email"))}
            >
              {AuthScreenMessages.resendConfirmation}
            </Button>
          )}
          {resend.error && <p>{resend.error.message}</p>}
        </FormAlert>
      )}
      {resend.isSuccess && <FormAlert tone="success">{resend.data.message}</FormAlert>}

      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className="space-y-2">
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          // The address came with the dialog (an ended session, a confirmation link): the
          // password is what is left to type.
          data-autofocus={defaultEmail ? true : undefined}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <div className="text-right">
          <button
            type="button"
            onClick={() => onForgotPassword(form.getValues("email"))}
            className="text-sm font-medium text-ink-300 underline-offset-4 hover:text-accent hover:underline"
          >
            Forgot password?
          </button>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" busy={signIn.isPending}>
        Sign In
      </Button>
    </form>
  );
}
