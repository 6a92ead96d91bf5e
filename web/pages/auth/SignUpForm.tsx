import { AuthMessages, PASSWORD_MIN_LENGTH, SignUpFormSchema } from "@common/auth.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSignUp } from "@web/api/auth.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

const fieldNames = ["email", "password", "confirmPassword", "fullName", "artistName"] as const;

interface SignUpFormProps {
  /** The address an invitation was mailed to (a collaborator's held royalties), or "". */
  defaultEmail?: string;
  onBackToSignIn: (email: string) => void;
}

export function SignUpForm({ defaultEmail = "", onBackToSignIn }: SignUpFormProps) {
  const form = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: {
      email: defaultEmail,
      password: "",
      confirmPassword: "",
      fullName: "",
      artistName: "",
    },
  });
  const { errors } = form.formState;
  const signUp = useSignUp();

  const submit = form.handleSubmit(({ confirmPassword: _, ...body }) => {
    signUp.mutate(body, {
      onSuccess: ({ message }) => toast.success(message ?? AuthMessages.signUpSuccess),
      onError: (error) => applyServerFieldErrors(error, form.setError, fieldNames),
    });
  });

  if (signUp.isSuccess) {
    return (
      <div className="space-y-5">
        <FormAlert tone="success">
          <p className="font-semibold">{signUp.data.message ?? AuthMessages.signUpSuccess}</p>
          <p className="text-emerald-100/80">
            We sent it to {signUp.variables.email}. Open the link, then sign in.
          </p>
        </FormAlert>
        <Button
          size="lg"
          variant="secondary"
          className="w-full"
          onClick={() => onBackToSignIn(signUp.variables.email)}
        >
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {signUp.error && <FormAlert tone="error">{signUp.error.message}</FormAlert>}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        // The address came with an invitation: the password is the first thing left to type.
        data-autofocus={defaultEmail ? true : undefined}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register("fullName")}
        />
        <FormField
          label="Artist name"
          autoComplete="nickname"
          error={errors.artistName?.message}
          {...form.register("artistName")}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" busy={signUp.isPending}>
        Create Account
      </Button>
    </form>
  );
}
