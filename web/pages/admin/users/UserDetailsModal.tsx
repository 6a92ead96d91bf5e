import { ModerationFailures, type SuspensionInfo } from "@common/moderation.ts";
import { formatBytes } from "@common/uploads.ts";
import type { ArtistAlias, SuspensionRecord } from "@common/userManagement.ts";
import { displayName, ROLE_LABELS } from "@common/users.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { adminUserDetailsQuery, useRemoveArtistAlias } from "@web/api/moderation.ts";
import { Button } from "@web/components/Button.tsx";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { SeverityBadge } from "@web/shell/WarningModal.tsx";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { RoleSection } from "./RoleSection.tsx";
import { UserAvatar } from "./UserAvatar.tsx";
import { UserEarnings } from "./UserEarnings.tsx";
import { UserStatusBadge } from "./UserStatusBadge.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-ink-800 pt-5">
      <h3 className="mb-3 text-sm font-bold tracking-wide text-ink-200 uppercase">{title}</h3>
      {children}
    </section>
  );
}

const by = (name: string | null, email: string | null) =>
  name && email ? `${name} (${email})` : (name ?? email ?? "Unknown");

function suspensionPeriod(s: SuspensionInfo) {
  return s.type === "permanent"
    ? "Permanent"
    : `Until ${s.suspendedUntil ? formatDateTime(s.suspendedUntil) : "unknown"}`;
}

function recordState(s: SuspensionRecord) {
  if (s.isActive) return "In force";
  if (s.liftedAt)
    return `Removed ${formatDateTime(s.liftedAt)}${s.liftedByName ? ` by ${s.liftedByName}` : ""}`;
  if (s.tosAgreed) return "Ended; terms agreed";
  return "Ended";
}

function Aliases({ aliases }: { aliases: ArtistAlias[] }) {
  const [removing, setRemoving] = useState<ArtistAlias | null>(null);
  const remove = useRemoveArtistAlias();
  if (aliases.length === 0) return <p className="text-sm text-ink-400">No artist aliases.</p>;
  return (
    <>
      {/* Up to 200 (an account's most): they scroll in place, so Earnings stays within reach. */}
      <ul
        aria-label="Artist aliases"
        className="max-h-80 divide-y divide-ink-800 overflow-y-auto rounded-lg ring-1 ring-ink-800"
      >
        {aliases.map((alias) => (
          <li key={alias.id} className="flex items-center justify-between gap-3 px-3.5 py-2.5">
            <span className="truncate text-ink-100">{alias.name}</span>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Remove alias ${alias.name}`}
              onClick={() => setRemoving(alias)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
        title="Remove artist alias?"
        description={`"${removing?.name ?? ""}" will no longer be available to this user for new releases. Existing releases keep their artist name.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: ({ message }) => {
              toast.success(message);
              setRemoving(null);
            },
            onError: (error) => {
              console.error("Alias removal failed", error);
              toast.error(failureMessage(error, ModerationFailures.removeAlias));
            },
          });
        }}
      />
    </>
  );
}

/**
 * User Details (spec document 2 §2): profile, the suspension in force, up to 10 recent warnings,
 * up to 10 suspension history entries, and artist aliases each with Remove.
 */
export function UserDetailsModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const details = useQuery(adminUserDetailsQuery(userId));
  const data = details.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="User Details"
      size="xl"
      testId="user-details-modal"
    >
      {details.isPending ? (
        <Spinner />
      ) : details.isError ? (
        <FormAlert tone="error">
          {failureMessage(details.error, "Failed to load user details")}
        </FormAlert>
      ) : data ? (
        <div className="space-y-6">
          <div className="flex items-start gap-4">
            <UserAvatar user={data.user} size="lg" />
            <div className="min-w-0 flex-1">
              <p className="text-lg font-bold text-ink-50">{displayName(data.user)}</p>
              <p className="text-sm text-ink-300">{data.user.email}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-ink-400">
                <UserStatusBadge standing={data.user.standing} />
                <span>{ROLE_LABELS[data.user.role]}</span>
                <span aria-hidden>·</span>
                <span>Joined {formatDateTime(data.user.createdAt)}</span>
              </div>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {[
              ["Full name", data.user.fullName ?? "—"],
              ["Artist name", data.user.artistName ?? "—"],
              ["Releases", String(data.user.releases)],
              ["Warnings", String(data.user.warnings)],
              ["Email confirmed", data.user.emailVerified ? "Yes" : "No"],
              ["Two-factor", data.user.twoFactorEnabled ? "On" : "Off"],
              [
                "Draft storage",
                `${formatBytes(data.storage.usedBytes)} of ${formatBytes(data.storage.limitBytes)}`,
              ],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-ink-950 px-3 py-2 ring-1 ring-ink-800">
                <dt className="text-xs text-ink-400">{label}</dt>
                <dd className="truncate font-semibold text-ink-100">{value}</dd>
              </div>
            ))}
          </dl>
          {data.user.bio && (
            <p className="text-sm whitespace-pre-line text-ink-300">{data.user.bio}</p>
          )}

          <Section title="Role">
            <RoleSection key={data.user.role} user={data.user} />
          </Section>

          <Section title="Current suspension">
            {data.suspension ? (
              <div className="rounded-lg bg-danger/10 p-3.5 text-sm ring-1 ring-danger/40 ring-inset">
                <p className="font-semibold text-red-100">{data.suspension.reason}</p>
                <p className="mt-1 text-red-200/80">
                  {suspensionPeriod(data.suspension)} · by{" "}
                  {by(data.suspension.suspendedByName, data.suspension.suspendedByEmail)} ·{" "}
                  {formatDateTime(data.suspension.createdAt)}
                </p>
              </div>
            ) : (
              <p className="text-sm text-ink-400">Not suspended.</p>
            )}
          </Section>

          <Section title={`Recent warnings (${data.warnings.length})`}>
            {data.warnings.length === 0 ? (
              <p className="text-sm text-ink-400">No warnings.</p>
            ) : (
              <ul className="space-y-2">
                {data.warnings.map((w) => (
                  <li key={w.id} className="rounded-lg bg-ink-950 p-3 text-sm ring-1 ring-ink-800">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <SeverityBadge severity={w.severity} />
                      <span className="text-xs text-ink-400">
                        {w.acknowledgedAt
                          ? `Acknowledged ${formatDateTime(w.acknowledgedAt)}`
                          : "Not acknowledged"}
                      </span>
                    </div>
                    <p className="mt-2 whitespace-pre-line text-ink-100">{w.reason}</p>
                    <p className="mt-1 text-xs text-ink-400">
                      {formatDateTime(w.createdAt)} · by {by(w.warnedByName, w.warnedByEmail)}
                      {w.expiresAt ? ` · expires ${formatDateTime(w.expiresAt)}` : ""}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title={`Suspension history (${data.suspensions.length})`}>
            {data.suspensions.length === 0 ? (
              <p className="text-sm text-ink-400">No suspensions.</p>
            ) : (
              <ul className="space-y-2">
                {data.suspensions.map((s) => (
                  <li key={s.id} className="rounded-lg bg-ink-950 p-3 text-sm ring-1 ring-ink-800">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-ink-100">{suspensionPeriod(s)}</span>
                      <span className="text-xs text-ink-400">{recordState(s)}</span>
                    </div>
                    <p className="mt-1 whitespace-pre-line text-ink-200">{s.reason}</p>
                    <p className="mt-1 text-xs text-ink-400">
                      {formatDateTime(s.createdAt)} · by {by(s.suspendedByName, s.suspendedByEmail)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title={`Artist aliases (${data.aliases.length})`}>
            <Aliases aliases={data.aliases} />
          </Section>

          <Section title="Earnings">
            <UserEarnings userId={data.user.id} email={data.user.email} />
          </Section>
        </div>
      ) : null}
    </Modal>
  );
}
