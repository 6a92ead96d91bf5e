import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { AuthScreenMessages } from "../auth/messages.ts";
import { setPublicSessionUser } from "./publicSession.ts";
import { type SignInResult, signInRequest } from "./signInRequest.ts";

type Refusal = Extract<SignInResult, { kind: "refused" }>;

/**
 * The artist login on the public pages (Getting Started, Portal): email and password, signed in
 * for real through the same API as the dialog. A two-factor account continues in the dialog's
 * code step; an unconfirmed one is offered a new confirmation mail there.
 */
export function ArtistLoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await signInRequest(email, password);
    setBusy(false);
    if (result.kind === "signedIn") {
      setPublicSessionUser(result.user);
      navigate("/dashboard");
    } else if (result.kind === "twoFactorRequired") {
      setRefusal(null);
      openAuthDialog("twoFactor", email);
    } else {
      setRefusal(result);
    }
  };

  const fieldErrors = refusal?.fields ?? {};
  const formError = refusal && !fieldErrors.email && !fieldErrors.password ? refusal : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Artist login">
      {formError && (
        <FormAlert tone="error">
          <p>{formError.message}</p>
          {formError.code === "EMAIL_NOT_VERIFIED" && (
            <Button size="sm" variant="secondary" onClick={() => openAuthDialog("resend", email)}>
              {AuthScreenMessages.resendConfirmation}
            </Button>
          )}
        </FormAlert>
      )}
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
      />
      <Button type="submit" size="lg" className="w-full" busy={busy}>
        Log In
      </Button>
      <p className="text-center text-sm text-ink-300">
        <button
          type="button"
          onClick={() => openAuthDialog("forgot", email)}
          className="font-medium underline-offset-4 hover:text-accent hover:underline"
        >
          Forgot password?
        </button>
      </p>
    </form>
  );
}
