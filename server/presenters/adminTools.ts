import {
  type AdminAnnouncement,
  type AuditEntry,
  AuditSubjectLabels,
  type FeatureFlag,
} from "@common/adminTools.ts";
import { FEATURE_FLAGS, type FeatureFlagKey } from "@common/featureFlags.ts";
import { amountText } from "@common/money/format.ts";
import { PLATFORM_LABELS, type PlatformId } from "@common/releases.ts";
import { monthLabel } from "@common/royalties/earnings.ts";
import type { announcements, auditLog, users } from "../db/schema/index.ts";
import { presentAnnouncement } from "./notification.ts";

type AnnouncementRow = typeof announcements.$inferSelect;

/** An announcement as Admin Tools lists it: with whether it is still on and when it changed. */
export function presentAdminAnnouncement(row: AnnouncementRow): AdminAnnouncement {
  return {
    ...presentAnnouncement(row),
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentFeatureFlag(
  key: FeatureFlagKey,
  enabled: boolean,
  updatedAt: Date | null,
): FeatureFlag {
  return { key, enabled, updatedAt: updatedAt?.toISOString() ?? null };
}

type AuditRow = typeof auditLog.$inferSelect;
type ActorRow = Pick<typeof users.$inferSelect, "id" | "name" | "email">;

/** What the audit query joined for an entry's target (null where its row is gone). */
export interface AuditTargetRows {
  user: { name: string; email: string; deletedAt: Date | null } | null;
  release: { title: string } | null;
  announcement: { title: string } | null;
  broadcast: { title: string } | null;
  report: { fileName: string } | null;
  track: { title: string } | null;
  /** Joined from two tables, so each field may be missing on its own. */
  payout: { amount: bigint | null; currency: string | null; artist: string | null } | null;
  artistProfile: { name: string } | null;
}

/** A text the entry's details kept (a title, a name), for a target whose row is gone. */
function kept(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** A row's current name, else the name the details kept marked deleted, else `fallback`. */
function named(current: string | undefined, keptName: string | null, fallback: string): string {
  if (current !== undefined) return current;
  return keptName ? AuditSubjectLabels.gone(keptName) : fallback;
}

/** What an audit entry is about, named as people know it (issue 16: no cut UUIDs). */
function auditSubject(row: AuditRow, target: AuditTargetRows): string {
  const { details } = row;
  switch (row.targetType) {
    case "user":
    case "account_deletion_request":
      // A deleted account is a tombstone (deleted_at set, personal fields gone): say so.
      return target.user && !target.user.deletedAt
        ? `${target.user.name} (${target.user.email})`
        : AuditSubjectLabels.deletedUser;
    case "release":
      return named(
        target.release?.title,
        kept(details, "title"),
        AuditSubjectLabels.deletedRelease,
      );
    case "announcement":
      return named(
        target.announcement?.title,
        kept(details, "title"),
        AuditSubjectLabels.deletedAnnouncement,
      );
    case "broadcast":
      return named(
        target.broadcast?.title,
        kept(details, "title"),
        AuditSubjectLabels.deletedBroadcast,
      );
    case "artist_profile":
      return named(
        target.artistProfile?.name,
        kept(details, "name"),
        AuditSubjectLabels.removedArtistName,
      );
    case "feature_flag": {
      const key = row.targetId ?? "";
      return key in FEATURE_FLAGS ? FEATURE_FLAGS[key as FeatureFlagKey].label : key;
    }
    case "newsletter":
      return kept(details, "subject") ?? AuditSubjectLabels.newsletter;
    case "partner_contacts":
      return AuditSubjectLabels.partnerContacts;
    case "distribution_settings":
      return AuditSubjectLabels.distributionSettings;
    case "store": {
      const id = row.targetId ?? "";
      return id in PLATFORM_LABELS ? PLATFORM_LABELS[id as PlatformId] : id;
    }
    case "royalty_report":
      return named(
        target.report?.fileName,
        kept(details, "fileName"),
        AuditSubjectLabels.deletedReport,
      );
    case "track":
      return named(target.track?.title, kept(details, "title"), AuditSubjectLabels.deletedTrack);
    case "payout": {
      const { amount, currency, artist } = target.payout ?? {};
      return amount != null && currency && artist
        ? AuditSubjectLabels.withdrawal(`${currency} ${amountText(amount, currency)}`, artist)
        : (kept(details, "amount") ?? row.targetType);
    }
    case "ledger_correction":
      // "SEK 150.00 from the label's share to Maria (maria@example.com)", as it was posted.
      return kept(details, "summary") ?? AuditSubjectLabels.ledgerCorrection;
    case "royalty_period":
      return AuditSubjectLabels.royaltyPeriod(monthLabel((row.targetId ?? "").slice(0, 7)));
    default:
      return row.targetId ?? row.targetType;
  }
}

/** An audit log line with who did it (null once their account is gone) and what it is about. */
export function presentAuditEntry(
  row: AuditRow,
  actor: ActorRow | null,
  target: AuditTargetRows,
): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    actor: actor ? { id: actor.id, name: actor.name, email: actor.email } : null,
    subject: auditSubject(row, target),
  };
}
