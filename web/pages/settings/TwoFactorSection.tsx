import { Badge } from "@web/components/Badge.tsx";
import { Card } from "@web/components/Card.tsx";
import { ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { BackupCodes } from "./BackupCodes.tsx";
import { EnableTwoFactorForm } from "./EnableTwoFactorForm.tsx";
import { EnrolmentPanel } from "./EnrolmentPanel.tsx";
import type { Enrolment } from "./enrolment.ts";
import { ManageTwoFactorForm } from "./ManageTwoFactorForm.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

/**
 * Document 2 §4 two-factor states: not enabled, enrolling (QR and secret shown), enabled after a
 * valid code. After the code, the backup codes are shown once.
 */
type Stage =
  | { kind: "settled" }
  | { kind: "enrolling"; enrolment: Enrolment; password: string | null }
  | { kind: "backupCodes"; codes: string[] };

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [stage, setStage] = useState<Stage>({ kind: "settled" });
  const settle = () => setStage({ kind: "settled" });
  const enrol = (enrolment: Enrolment, password: string | null = null) =>
    setStage({ kind: "enrolling", enrolment, password });
  // Each stage replaces the form whose button led to it: focus follows into the new stage (the
  // code field, the backup codes' first button, the password field) instead of falling to the
  // page's body. Not on the page's first drawing.
  const stagePanel = useRef<HTMLDivElement>(null);
  const focusedStage = useRef(stage);
  useEffect(() => {
    if (focusedStage.current === stage) return;
    focusedStage.current = stage;
    const panel = stagePanel.current;
    const target =
      panel?.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled])") ??
      panel?.querySelector<HTMLElement>("button:not([disabled])");
    target?.focus();
  }, [stage]);

  return (
    <Card aria-labelledby="two-factor-heading" data-testid="two-factor-section">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <SectionHeading
          id="two-factor-heading"
          icon={ShieldCheck}
          title="Two-Factor Authentication"
          description="Signing in asks for a code from an authenticator app on your phone as well as your password."
        />
        <p className="flex items-center gap-2 text-sm" data-testid="two-factor-status">
          <span className="text-ink-400">Status</span>
          {enabled ? (
            <Badge tone="success">Enabled</Badge>
          ) : (
            <Badge tone="neutral">Not enabled</Badge>
          )}
        </p>
      </div>

      <div ref={stagePanel} className="mt-6 border-t border-ink-800 pt-6">
        {stage.kind === "enrolling" && (
          <EnrolmentPanel
            enrolment={stage.enrolment}
            password={stage.password}
            onRenewed={(enrolment) => enrol(enrolment, stage.password)}
            onConfirmed={() =>
              setStage({ kind: "backupCodes", codes: stage.enrolment.backupCodes })
            }
            onCancel={settle}
          />
        )}
        {stage.kind === "backupCodes" && <BackupCodes codes={stage.codes} onDone={settle} />}
        {stage.kind === "settled" &&
          (enabled ? (
            <ManageTwoFactorForm onReset={(enrolment) => enrol(enrolment)} />
          ) : (
            <EnableTwoFactorForm onEnrolling={enrol} />
          ))}
      </div>
    </Card>
  );
}
