import type { Warning, WarningSeverity } from "@common/moderation.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { moderationKeys, myWarningsQuery, useAcknowledgeWarning } from "@web/api/moderation.ts";
import { meQuery } from "@web/api/session.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { TriangleAlert } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";

const SEVERITY = {
  low: { label: "Low", className: "bg-sky-400/10 text-sky-300 ring-sky-400/35" },
  medium: { label: "Medium", className: "bg-warning/10 text-warning ring-warning/35" },
  high: { label: "High", className: "bg-danger/10 text-danger ring-danger/40" },
} as const satisfies Record<WarningSeverity, { label: string; className: string }>;

export function SeverityBadge({ severity }: { severity: WarningSeverity }) {
  const { label, className } = SEVERITY[severity];
  return (
    <span
      data-testid="severity-badge"
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        className,
      )}
    >
      {label} severity
    </span>
  );
}

const keepOpen = (event: Event) => event.preventDefault();

function issuedBy(warning: Warning) {
  const { warnedByName: name, warnedByEmail: email } = warning;
  if (name && email) return `${name} (${email})`;
  return name ?? email ?? "An administrator";
}

/**
 * The warning modal (spec §2): one warning at a time, "n of m warnings", and "I Understand"
 * acknowledges it on the server. There is no other way out: no close button, Escape and clicks
 * outside do nothing (spec: its close action does nothing; acknowledgement is required). A
 * failed acknowledgement is logged and the warning stays.
 */
export function WarningModal() {
  const queryClient = useQueryClient();
  const warnings = useQuery(myWarningsQuery);
  const acknowledge = useAcknowledgeWarning();
  // Acknowledged here but perhaps still in a list fetched a moment earlier.
  const [done, setDone] = useState<string[]>([]);

  const remaining = (warnings.data ?? []).filter((w) => !done.includes(w.id));
  const current = remaining[0];
  const total = done.length + remaining.length;
  const position = done.length + 1;

  if (!current) return null;

  const understand = () =>
    acknowledge.mutate(current.id, {
      onSuccess: () => {
        setDone((ids) => [...ids, current.id]);
        if (remaining.length === 1) {
          // The last one: the session's count goes to 0 and the modal leaves with it.
          void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
          void queryClient.invalidateQueries({ queryKey: moderationKeys.myWarnings() });
        }
      },
      onError: (error) => console.error("Could not acknowledge the warning", error),
    });

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/75 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          data-testid="warning-modal"
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-ink-900 p-6 shadow-2xl shadow-black/60 ring-1 ring-ink-700 focus:outline-none sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex items-center gap-3">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-warning/10 text-warning ring-1 ring-warning/35 ring-inset">
                <TriangleAlert aria-hidden className="size-6" />
              </span>
              <div>
                <Dialog.Title className="text-2xl font-black tracking-tight text-ink-50">
                  Account Warning
                </Dialog.Title>
                <p className="text-sm text-ink-400" data-testid="warning-position">
                  {position} of {total} warnings
                </p>
              </div>
            </div>
            <SeverityBadge severity={current.severity} />
          </div>

          <Dialog.Description className="mt-6 text-sm text-ink-300">
            An administrator issued this warning on your account. Please read it carefully.
          </Dialog.Description>
          <p
            className="mt-3 rounded-lg bg-ink-950 p-4 whitespace-pre-line text-ink-50 ring-1 ring-ink-700 ring-inset"
            data-testid="warning-reason"
          >
            {current.reason}
          </p>
          <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase">
                Issued by
              </dt>
              <dd className="mt-0.5 text-ink-100">{issuedBy(current)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase">
                Date issued
              </dt>
              <dd className="mt-0.5 text-ink-100">{formatDateTime(current.createdAt)}</dd>
            </div>
            {current.expiresAt && (
              <div>
                <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase">
                  Expires
                </dt>
                <dd className="mt-0.5 text-ink-100">{formatDateTime(current.expiresAt)}</dd>
              </div>
            )}
          </dl>

          <div
            className="mt-6 h-1.5 overflow-hidden rounded-full bg-ink-800"
            role="progressbar"
            aria-label="Warnings acknowledged"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done.length}
          >
            <div
              className="h-full rounded-full bg-accent transition-[width]"
              style={{ width: `${(position / total) * 100}%` }}
            />
          </div>

          {acknowledge.isError && (
            <FormAlert tone="error" className="mt-4">
              Could not record your acknowledgement. Please try again.
            </FormAlert>
          )}
          <div className="mt-6 flex justify-end">
            <Button busy={acknowledge.isPending} onClick={understand}>
              I Understand
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
