import { Modal } from "@web/components/Modal.tsx";
import { Tabs } from "radix-ui";
import { useNavigate } from "react-router";
import type { AuthMode } from "./authDialogContext.ts";
import { EmailRequestForm } from "./EmailRequestForm.tsx";
import { SignInForm } from "./SignInForm.tsx";
import { SignUpForm } from "./SignUpForm.tsx";
import { TwoFactorStep } from "./TwoFactorStep.tsx";

export interface AuthDialogState {
  mode: AuthMode;
  /** Carried between modes so the visitor types their address once. */
  email: string;
  /** The signed-in page to open after signing in; the dashboard when absent. */
  returnTo?: string | undefined;
  /** From a confirmation mail's link: signing in confirms the address. */
  confirmToken?: string | undefined;
}

/** The sign-in tab's heading when it came from a confirmation link. */
const confirming = {
  title: "Confirm your email",
  description: "Sign in with the password you chose to confirm your address.",
};

const headings: Record<AuthMode, { title: string; description: string }> = {
  signIn: { title: "Welcome back", description: "Sign in to your Offbeat account." },
  signUp: {
    title: "Join Offbeat",
    description: "Create your artist account. You keep 80% of your earnings.",
  },
  forgot: {
    title: "Forgot password?",
    description: "Enter your email and we will send you a link to choose a new password.",
  },
  resend: {
    title: "Confirm your email",
    description:
      "Confirmation links expire. Enter the email you signed up with and we will send a new one.",
  },
  twoFactor: {
    title: "Two-factor authentication",
    description: "Enter the 6-digit code from your authenticator app, or a backup code.",
  },
};

const tabClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-ink-300 transition-colors hover:text-ink-50 data-[state=active]:bg-ink-700 data-[state=active]:text-ink-50";

export interface AuthDialogProps {
  state: AuthDialogState | null;
  onChange: (state: AuthDialogState | null) => void;
}

/** The sign-in / sign-up dialog (spec §2) with its forgot-password and two-factor steps. */
export function AuthDialog({ state, onChange }: AuthDialogProps) {
  const navigate = useNavigate();
  const mode = state?.mode ?? "signIn";
  const email = state?.email ?? "";
  const returnTo = state?.returnTo;
  const confirmToken = state?.confirmToken;
  const go = (next: AuthMode, nextEmail = email) =>
    onChange({ mode: next, email: nextEmail, returnTo, confirmToken });
  const signedIn = () => {
    onChange(null);
    navigate(returnTo ?? "/dashboard");
  };
  const { title, description } = confirmToken && mode === "signIn" ? confirming : headings[mode];

  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => !open && onChange(null)}
      title={title}
      description={description}
      testId="auth-dialog"
    >
      {mode === "signIn" || mode === "signUp" ? (
        <Tabs.Root
          value={mode}
          onValueChange={(value) => go(value === "signUp" ? "signUp" : "signIn")}
        >
          <Tabs.List
            aria-label="Sign in or create an account"
            className="mb-6 flex gap-1 rounded-lg bg-ink-950 p-1 ring-1 ring-ink-700"
          >
            <Tabs.Trigger value="signIn" className={tabClass}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="signUp" className={tabClass}>
              Create Account
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signIn" tabIndex={-1} className="focus:outline-none">
            <SignInForm
              defaultEmail={email}
              confirmToken={confirmToken}
              onForgotPassword={(typed) => go("forgot", typed)}
              onTwoFactorRequired={() => go("twoFactor")}
              onSignedIn={signedIn}
            />
          </Tabs.Content>
          <Tabs.Content value="signUp" tabIndex={-1} className="focus:outline-none">
            <SignUpForm defaultEmail={email} onBackToSignIn={(typed) => go("signIn", typed)} />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
      {mode === "twoFactor" && <TwoFactorStep onBack={() => go("signIn")} onSignedIn={signedIn} />}
      {(mode === "forgot" || mode === "resend") && (
        <EmailRequestForm
          key={mode}
          kind={mode}
          defaultEmail={email}
          onBack={(typed) => go("signIn", typed)}
        />
      )}
    </Modal>
  );
}
