import type { AuditTargetType } from "@common/adminTools.ts";
import type { Db, Tx } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

export interface AuditEntry {
  actorId: string | null;
  /** SCREAMING_CASE, as the spec names them: UPDATE_DELETION_REQUEST, SEND_NEWSLETTER, … */
  action: string;
  /** One the audit log has a label for, so no entry shows a raw table name. */
  targetType: AuditTargetType;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/** One audit_log row; admin commands call it inside the transaction of the change it records. */
export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  });
}
