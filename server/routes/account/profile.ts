import { ProfileMessages, type ProfileUpdate, type SocialLinks } from "@common/profile.ts";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { presentProfile } from "../../presenters/profile.ts";
import * as schema from "./profileSchema.ts";

/** Merges the sent links into the stored ones; an empty string removes that link. */
function mergeLinks(stored: Record<string, string>, sent: SocialLinks): Record<string, string> {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (value === "") delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * GET/PATCH /api/account/profile (spec §2 "Profile Information", "Social Links"). There is no
 * user id in the route: both only ever read and write the caller's own row.
 */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth } = ctx;
    const db = ctx.database.db;

    app.get(
      "/api/account/profile",
      { schema: schema.getProfile, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        // The session cache may be up to 2 s old; the form wants the row as it is now.
        const [row] = await db.select().from(users).where(eq(users.id, user.id));
        return { profile: presentProfile(row ?? user) };
      },
    );

    app.patch(
      "/api/account/profile",
      { schema: schema.updateProfile, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const body: ProfileUpdate = request.body;
        const [current] = await db.select().from(users).where(eq(users.id, user.id));
        const base = current ?? user;
        const [row] = await db
          .update(users)
          .set({
            ...(body.fullName !== undefined && { name: body.fullName }),
            ...(body.artistName !== undefined && { artistName: body.artistName }),
            ...(body.bio !== undefined && { bio: body.bio === "" ? null : body.bio }),
            ...(body.socialLinks && {
              socialLinks: mergeLinks(base.socialLinks, body.socialLinks),
            }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id))
          .returning();
        // This tab's next /api/me must see the change, not the cached session user.
        auth.forgetSession(request.headers.cookie);
        try {
          await ctx.hub.publish(`user:${user.id}`, "account.updated", {
            userId: user.id,
            change: "profile-updated",
          });
        } catch (err) {
          request.log.error({ err }, "account.updated event not published");
        }
        return { profile: presentProfile(row ?? base), message: ProfileMessages.profileUpdated };
      },
    );
  };
