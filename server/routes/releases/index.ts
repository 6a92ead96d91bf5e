import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import { Limits, metadataFileName, type ReleaseInput, ReleaseMessages } from "@common/releases.ts";
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import { createArtist } from "../../commands/releases/createArtist.ts";
import { deleteRelease } from "../../commands/releases/deleteRelease.ts";
import { requestTakedown } from "../../commands/releases/requestTakedown.ts";
import { resubmitRelease } from "../../commands/releases/resubmitRelease.ts";
import { saveRelease } from "../../commands/releases/saveRelease.ts";
import type { AppContext } from "../../context.ts";
import { artistProfiles } from "../../db/schema/index.ts";
import { limiter } from "../../lib/limits.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { metadataFile, presentDetail, presentSummary } from "../../presenters/release.ts";
import { loadRelease } from "../../queries/releases/detail.ts";
import { releasePage, releaseStats } from "../../queries/releases/list.ts";
import * as schema from "./schema.ts";

export const releaseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const { signer } = ctx;
    const artistsPerUser = limiter(app, "artists-user", 30, 60 * 60_000);
    const takedownsPerUser = limiter(app, "takedowns-user", 20, 60 * 60_000);

    /** The release as `actor` may see it, or 404 for a missing one and for anyone else's. */
    async function readable(actor: Actor, id: string) {
      const loaded = await loadRelease(db, id);
      authorize(actor, "release.read", loaded?.release ?? null);
      return loaded!; // authorize refused a missing release
    }
    const detailOf = async (actor: Actor, id: string) =>
      presentDetail(await readable(actor, id), actor, signer);

    app.get(
      "/api/artists",
      { schema: schema.listArtists, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const artists = await db
          .select({ id: artistProfiles.id, name: artistProfiles.name })
          .from(artistProfiles)
          .where(eq(artistProfiles.userId, user.id))
          .orderBy(asc(artistProfiles.name))
          .limit(Limits.artistsPerAccount);
        return { artists };
      },
    );

    app.post(
      "/api/artists",
      { schema: schema.createArtist, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await artistsPerUser.hit(request, user.id);
        const artist = await createArtist(ctx, user.id, request.body.name);
        reply.code(201);
        return { artist };
      },
    );

    app.get(
      "/api/dashboard",
      { schema: schema.dashboard, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const [stats, recent] = await Promise.all([
          releaseStats(db, user.id),
          releasePage(db, user.id, { limit: 5 }),
        ]);
        return { stats, recent: recent.items.map((row) => presentSummary(row, signer)) };
      },
    );

    app.get("/api/releases", { schema: schema.list, onRequest: signedIn(ctx) }, async (request) => {
      const { user } = actorOf(request);
      const { q, status, cursor: after, limit } = request.query;
      const page = await releasePage(db, user.id, { q: q || undefined, status, after, limit });
      return {
        items: page.items.map((row) => presentSummary(row, signer)),
        nextCursor: nextTimeIdCursor(page.next),
      };
    });

    /** The builder's save, new (id null) or a draft: the saved release and the spec's toast. */
    async function save(actor: Actor, input: ReleaseInput, id: string | null) {
      const saved = await saveRelease(ctx, actor, input, id);
      return {
        release: await detailOf(actor, saved.id),
        message:
          input.status === "submitted" ? ReleaseMessages.submitted : ReleaseMessages.savedDraft,
      };
    }

    app.post(
      "/api/releases",
      { schema: schema.create, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        const result = await save(user, request.body, null);
        reply.code(201);
        return result;
      },
    );

    app.get(
      "/api/releases/:id",
      { schema: schema.detail, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return { release: await detailOf(user, request.params.id) };
      },
    );

    app.put(
      "/api/releases/:id",
      { schema: schema.update, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        return save(user, request.body, request.params.id);
      },
    );

    app.delete(
      "/api/releases/:id",
      { schema: schema.remove, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await deleteRelease(ctx, user, request.params.id);
        return { ok: true as const, message: ReleaseMessages.deleted };
      },
    );

    app.post(
      "/api/releases/:id/resubmit",
      { schema: schema.resubmit, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await resubmitRelease(ctx, user, request.params.id, request.body);
        return {
          release: await detailOf(user, request.params.id),
          message: ReleaseMessages.submitted,
        };
      },
    );

    app.post(
      "/api/releases/:id/takedown",
      { schema: schema.takedown, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await takedownsPerUser.hit(request, user.id);
        await requestTakedown(ctx, user, request.params.id, request.body.reason);
        reply.code(201);
        return { ok: true as const, message: ReleaseMessages.takedownSubmitted };
      },
    );

    app.get(
      "/api/releases/:id/metadata",
      { schema: schema.metadata, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        const loaded = await readable(user, request.params.id);
        const name = metadataFileName(loaded.release.title);
        reply
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "private, no-store");
        return metadataFile(loaded);
      },
    );
  };
