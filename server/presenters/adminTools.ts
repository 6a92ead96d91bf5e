import type { AdminAnnouncement, AuditEntry, FeatureFlag } from "@common/adminTools.ts";
import type { FeatureFlagKey } from "@common/featureFlags.ts";
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

/** An audit log line with who did it (null once their account is gone). */
export function presentAuditEntry(row: AuditRow, actor: ActorRow | null): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    actor: actor ? { id: actor.id, name: actor.name, email: actor.email } : null,
  };
}
