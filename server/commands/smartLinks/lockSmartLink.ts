import { SmartLinkMessages } from "@common/smartLinks.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { deliveries, smartLinks } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { findReleaseRef } from "../../queries/releases/detail.ts";
import { type AuditEntry, writeAudit } from "../audit.ts";

/**
 * The release's smart link locked FOR UPDATE once `actor` may manage it (someone else's release
 * is "not found"), with the stores the release was sent to: the only ones its controls may name.
 */
export async function lockSmartLink(tx: Tx, actor: Actor, releaseId: string) {
  const release = await findReleaseRef(tx, releaseId);
  authorize(actor, "smartLink.manage", release);
  const [link] = await tx
    .select()
    .from(smartLinks)
    .where(eq(smartLinks.releaseId, releaseId))
    .for("update");
  if (!link) throw notFound(SmartLinkMessages.noSmartLink);
  const stores = await tx
    .select({ storeId: deliveries.storeId })
    .from(deliveries)
    .where(eq(deliveries.releaseId, releaseId));
  return { release, link, storeIds: new Set(stores.map((s) => s.storeId)) };
}

/**
 * Staff and admins changing an artist's smart link leave an audit_log row, as their other
 * changes to artists' releases do; the owner's own changes are theirs to make and are not.
 */
export async function auditUnlessOwner(
  tx: Tx,
  actor: Actor,
  release: { id: string; userId: string; title: string },
  entry: Pick<AuditEntry, "action" | "details">,
): Promise<void> {
  if (actor.id === release.userId) return;
  await writeAudit(tx, {
    actorId: actor.id,
    targetType: "release",
    targetId: release.id,
    action: entry.action,
    details: { title: release.title, ...entry.details },
  });
}
