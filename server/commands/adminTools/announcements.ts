import {
  type AdminAnnouncement,
  AdminToolsMessages,
  type AnnouncementPatch,
  type AnnouncementValues,
  expiryInPast,
} from "@common/adminTools.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { announcements } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { presentAdminAnnouncement } from "../../presenters/adminTools.ts";
import type { Hub } from "../../realtime/hub.ts";
import { writeAudit } from "../audit.ts";

type Deps = Pick<AppContext, "database" | "hub">;

/** An announcement that would be born expired is a mistake worth telling the admin about. */
function refusePastExpiry(expiresAt: string | null | undefined, now: Date) {
  if (expiryInPast(expiresAt, now))
    throw badRequest(AdminToolsMessages.expiryInPast, {
      expiresAt: AdminToolsMessages.expiryInPast,
    });
}

const announce = (hub: Hub, tx: Tx, announcementId: string) =>
  hub.publish("announcements", "announcements.changed", { announcementId }, { tx });

/** Publishes an announcement to every signed-in top bar; CREATE_ANNOUNCEMENT in the audit log. */
export async function createAnnouncement(
  ctx: Deps,
  actor: Actor,
  input: AnnouncementValues,
  now: Date = new Date(),
): Promise<AdminAnnouncement> {
  refusePastExpiry(input.expiresAt, now);
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({
        title: input.title,
        message: input.message,
        type: input.type,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("announcement not written");
    await writeAudit(tx, {
      actorId: actor.id,
      action: "CREATE_ANNOUNCEMENT",
      targetType: "announcement",
      targetId: row.id,
      details: { title: row.title, type: row.type, expiresAt: input.expiresAt },
    });
    await announce(ctx.hub, tx, row.id);
    return presentAdminAnnouncement(row);
  });
}

/**
 * Edits or deactivates (isActive false) an announcement; UPDATE_ANNOUNCEMENT in the audit log
 * with the fields that changed, before and after.
 */
export async function updateAnnouncement(
  ctx: Deps,
  actor: Actor,
  id: string,
  patch: AnnouncementPatch,
  now: Date = new Date(),
): Promise<AdminAnnouncement> {
  refusePastExpiry(patch.expiresAt, now);
  return ctx.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(announcements)
      .where(eq(announcements.id, id))
      .for("update");
    if (!current) throw notFound(AdminToolsMessages.announcementNotFound);
    const next = {
      title: patch.title ?? current.title,
      message: patch.message ?? current.message,
      type: patch.type ?? current.type,
      isActive: patch.isActive ?? current.isActive,
      expiresAt:
        patch.expiresAt === undefined
          ? current.expiresAt
          : patch.expiresAt === null
            ? null
            : new Date(patch.expiresAt),
    };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of ["title", "message", "type", "isActive"] as const) {
      if (next[field] !== current[field])
        changes[field] = { from: current[field], to: next[field] };
    }
    if (next.expiresAt?.getTime() !== current.expiresAt?.getTime()) {
      changes.expiresAt = {
        from: current.expiresAt?.toISOString() ?? null,
        to: next.expiresAt?.toISOString() ?? null,
      };
    }
    if (Object.keys(changes).length === 0) return presentAdminAnnouncement(current);
    const [row] = await tx
      .update(announcements)
      .set({ ...next, updatedAt: now })
      .where(eq(announcements.id, id))
      .returning();
    if (!row) throw notFound(AdminToolsMessages.announcementNotFound);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "UPDATE_ANNOUNCEMENT",
      targetType: "announcement",
      targetId: row.id,
      details: { title: row.title, changes },
    });
    await announce(ctx.hub, tx, row.id);
    return presentAdminAnnouncement(row);
  });
}
