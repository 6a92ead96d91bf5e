import { AuthMessages, sanitizeCodeInput } from "@common/auth.ts";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { useConfirmTwoFactor, useEnableTwoFactor } from "@web/api/twoFactor.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { copyToClipboard } from "@web/lib/clipboard.ts";
import { Copy } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { Enrolment } from "./enrolment.ts";
import { QrCode } from "./QrCode.tsx";

interface EnrolmentPanelProps {
  enrolment: Enrolment;
  /** The password the enrolment was started with, to start a new one if this one is gone. */
  password: string | null;
  onConfirmed: () => void;
  onCancel: () => void;
  /** A new enrolment replaced this one (its factor was gone): show its QR code instead. */
  onRenewed: (enrolment: Enrolment) => void;
}

/** Enrolling: scan the QR code (or type the key), then prove it with a code. */
export function EnrolmentPanel({
  enrolment,
  password,
  onConfirmed,
  onCancel,
  onRenewed,
}: EnrolmentPanelProps) {
  const [code, setCode] = useState("");
  const confirm = useConfirmTwoFactor();
  const enable = useEnableTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return;
    confirm.mutate(code, {
      onSuccess: ({ message }) => {
        toast.success(message ?? AuthMessages.twoFactorEnabled);
        onConfirmed();
      },
      onError: (error) => {
        // Spec §8: the factor is gone (reset in another tab): start a new enrolment at once
        // and say so, rather than leave a QR code that can never be confirmed.
        if (error instanceof ApiError && error.code === "TWO_FACTOR_NOT_FOUND" && password) {
          enable.mutate(password, {
            onSuccess: (renewed) => {
              setCode("");
              confirm.reset();
              onRenewed({ ...renewed, message: AuthMessages.twoFactorNotFound });
            },
          });
        }
      },
    });
  };

  return (
    <div className="space-y-6" data-testid="two-factor-enrolment">
      {enrolment.message && (
        <p
          role="status"
          className="rounded-xl bg-accent/10 px-4 py-3 text-sm text-ink-100 ring-1 ring-accent/30"
          data-testid="enrolment-message"
        >
          {enrolment.message}
        </p>
      )}
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <QrCode value={enrolment.totpURI} />
        <div className="min-w-0 space-y-3">
          <h3 className="font-bold">1. Scan the QR code</h3>
          <p className="text-sm text-ink-300">
            Open your authenticator app (Google Authenticator, 1Password, Authy, ...) and scan the
            code. No camera? Enter this key instead:
          </p>
          <div className="flex items-center gap-2">
            <code
              data-testid="totp-secret"
              className="min-w-0 rounded-lg bg-ink-950 px-3 py-2 font-mono text-sm break-all text-accent ring-1 ring-ink-700"
            >
              {enrolment.secret}
            </code>
            <Button
              size="sm"
              variant="secondary"
              aria-label="Copy key"
              onClick={() => copyToClipboard(enrolment.secret, "Key")}
            >
              <Copy aria-hidden className="size-4" />
            </Button>
          </div>
        </div>
      </div>

      <form onSubmit={submit} noValidate className="max-w-sm space-y-4">
        <h3 className="font-bold">2. Enter the 6-digit code from the app</h3>
        {confirm.error && (
          <FormAlert tone="error">
            {failureMessage(confirm.error, AuthMessages.twoFactorVerifyFailed)}
          </FormAlert>
        )}
        <FormField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="[0-9]*"
          placeholder="000000"
          value={code}
          onChange={(event) => setCode(sanitizeCodeInput(event.target.value))}
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={code.length !== 6} busy={confirm.isPending}>
            Verify
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
