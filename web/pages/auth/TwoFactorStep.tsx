import { AuthMessages, sanitizeCodeInput } from "@common/auth.ts";
import { useVerifySignInCode } from "@web/api/auth.ts";
import { ApiError } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { type FormEvent, useState } from "react";

interface TwoFactorStepProps {
  onBack: () => void;
  onSignedIn: () => void;
}

/**
 * Second sign-in step (spec §5 Accounts): digits only, at most six, Verify Code disabled below
 * six digits or while busy, the code trimmed. A backup code is the way in without the phone.
 */
export function TwoFactorStep({ onBack, onSignedIn }: TwoFactorStepProps) {
  const [code, setCode] = useState("");
  const [backupCode, setBackupCode] = useState("");
  const [useBackup, setUseBackup] = useState(false);
  const verify = useVerifySignInCode();

  const value = (useBackup ? backupCode : code).trim();
  const ready = useBackup ? value.length >= 4 : value.length === 6;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || verify.isPending) return;
    verify.mutate({ code: value, backup: useBackup }, { onSuccess: onSignedIn });
  };

  const switchKind = () => {
    verify.reset();
    setUseBackup(!useBackup);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {verify.error && (
        <FormAlert tone="error">
          {verify.error instanceof ApiError ? verify.error.message : AuthMessages.invalidCode}
        </FormAlert>
      )}
      {useBackup ? (
        <FormField
          key="backup"
          label="Backup code"
          autoComplete="off"
          autoFocus
          spellCheck={false}
          hint="Each backup code works once."
          value={backupCode}
          onChange={(event) => setBackupCode(event.target.value)}
          className="[&_input]:font-mono"
        />
      ) : (
        <FormField
          key="totp"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={6}
          pattern="[0-9]*"
          placeholder="000000"
          value={code}
          onChange={(event) => setCode(sanitizeCodeInput(event.target.value))}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={!ready} busy={verify.isPending}>
        Verify Code
      </Button>
      <div className="flex items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={onBack}
          className="font-medium text-ink-300 hover:text-ink-50"
        >
          Back to sign in
        </button>
        <button
          type="button"
          onClick={switchKind}
          className="font-medium text-ink-300 underline-offset-4 hover:text-accent hover:underline"
        >
          {useBackup ? "Use authenticator code" : "Use a backup code"}
        </button>
      </div>
    </form>
  );
}
