import { AdminToolsMessages } from "@common/adminTools.ts";
import { FEATURE_FLAG_KEYS, FEATURE_FLAGS } from "@common/featureFlags.ts";
import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import { desc, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, adminOnly } from "../../auth/hooks.ts";
import { createAnnouncement, updateAnnouncement } from "../../commands/adminTools/announcements.ts";
import { deleteBroadcast, postBroadcast } from "../../commands/adminTools/broadcasts.ts";
import { setFeatureFlag } from "../../commands/adminTools/setFeatureFlag.ts";
import type { AppContext } from "../../context.ts";
import { announcements, broadcasts, featureFlags } from "../../db/schema/index.ts";
import { exactTime, keysetPage, olderThan } from "../../lib/cursor.ts";
import {
  presentAdminAnnouncement,
  presentAuditEntry,
  presentFeatureFlag,
} from "../../presenters/adminTools.ts";
import { presentBroadcast } from "../../presenters/notification.ts";
import { auditLogPage } from "../../queries/adminTools/auditLog.ts";
import * as schema from "./schema.ts";

/**
 * Admin Tools (spec document 2 §2, §7): feature flags, broadcasts, announcements and the audit
 * log. Admins only (decision 2): staff get 403 like artists. Every change is a command that
 * writes its audit_log row in its own transaction.
 */
export const adminToolsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      "/api/admin/feature-flags",
      { schema: schema.listFlags, onRequest: adminOnly(ctx) },
      async () => {
        const rows = await db
          .select()
          .from(featureFlags)
          .where(inArray(featureFlags.key, FEATURE_FLAG_KEYS));
        // Spec §7 "feature_flags ordered by key"; a key never set has its declared default.
        const items = [...FEATURE_FLAG_KEYS].sort().map((key) => {
          const row = rows.find((r) => r.key === key);
          return presentFeatureFlag(
            key,
            row?.enabled ?? FEATURE_FLAGS[key].default,
            row?.updatedAt ?? null,
          );
        });
        return { items };
      },
    );

    app.put(
      "/api/admin/feature-flags/:key",
      { schema: schema.setFlag, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return { flag: await setFeatureFlag(ctx, user, request.params.key, request.body.enabled) };
      },
    );

    app.get(
      "/api/admin/broadcasts",
      { schema: schema.listBroadcasts, onRequest: adminOnly(ctx) },
      async (request) => {
        const { cursor: from, limit } = request.query;
        const rows = await db
          .select({
            id: broadcasts.id,
            title: broadcasts.title,
            body: broadcasts.body,
            createdAt: broadcasts.createdAt,
            cursorTime: exactTime(broadcasts.createdAt),
          })
          .from(broadcasts)
          .where(from ? olderThan(broadcasts.createdAt, broadcasts.id, from) : undefined)
          .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
          .limit(limit + 1);
        const { items, next } = keysetPage(rows, limit);
        return { items: items.map(presentBroadcast), nextCursor: nextTimeIdCursor(next) };
      },
    );

    app.post(
      "/api/admin/broadcasts",
      { schema: schema.postBroadcast, onRequest: adminOnly(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        const broadcast = await postBroadcast(ctx, user, request.body);
        return reply.status(201).send({ broadcast });
      },
    );

    app.delete(
      "/api/admin/broadcasts/:id",
      { schema: schema.deleteBroadcast, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await deleteBroadcast(ctx, user, request.params.id);
        return { ok: true as const, message: AdminToolsMessages.broadcastDeleted };
      },
    );

    app.get(
      "/api/admin/announcements",
      { schema: schema.listAnnouncements, onRequest: adminOnly(ctx) },
      async (request) => {
        const { cursor: from, limit } = request.query;
        const rows = await db
          .select({ row: announcements, cursorTime: exactTime(announcements.createdAt) })
          .from(announcements)
          .where(from ? olderThan(announcements.createdAt, announcements.id, from) : undefined)
          .orderBy(desc(announcements.createdAt), desc(announcements.id))
          .limit(limit + 1);
        const { items, next } = keysetPage(
          rows.map((r) => ({ ...r, id: r.row.id })),
          limit,
        );
        return {
          items: items.map((r) => presentAdminAnnouncement(r.row)),
          nextCursor: nextTimeIdCursor(next),
        };
      },
    );

    app.post(
      "/api/admin/announcements",
      { schema: schema.createAnnouncement, onRequest: adminOnly(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        const announcement = await createAnnouncement(ctx, user, request.body);
        return reply.status(201).send({ announcement });
      },
    );

    app.patch(
      "/api/admin/announcements/:id",
      { schema: schema.updateAnnouncement, onRequest: adminOnly(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return {
          announcement: await updateAnnouncement(ctx, user, request.params.id, request.body),
        };
      },
    );

    app.get(
      "/api/admin/audit-log",
      { schema: schema.auditLog, onRequest: adminOnly(ctx) },
      async (request) => {
        const { cursor: from, limit } = request.query;
        // One query: the entries with their actors and their targets' names joined.
        const rows = await auditLogPage(db, limit, from);
        const { items, next } = keysetPage(
          rows.map((r) => ({ ...r, id: r.entry.id })),
          limit,
        );
        return {
          items: items.map((r) => presentAuditEntry(r.entry, r.actor, r)),
          nextCursor: nextTimeIdCursor(next),
        };
      },
    );
  };
