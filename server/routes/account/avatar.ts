import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { ProfileMessages, ProfileSchema } from "@common/profile.ts";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import { readSession, requireUser } from "../../auth/guards.ts";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { AuthLimits } from "../../lib/limits.ts";
import { canSeeAvatar } from "../../policies/privacy.ts";
import { presentProfile } from "../../presenters/profile.ts";
import { avatarAccess } from "../../queries/account/privacy.ts";
import { avatarKey, avatarNameFrom, avatarUrl } from "../../storage/avatarKeys.ts";
import { ObjectNotFoundError } from "../../storage/storage.ts";
import { errorResponses } from "../errors.ts";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const SIZE = 256;

/** Checks by content, not by the name or type the browser claims, then draws a 256x256 WebP. */
async function toAvatar(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(400, "NOT_AN_IMAGE", "Choose an image file (JPEG, PNG, WebP or GIF).", {
      file: "Choose an image file (JPEG, PNG, WebP or GIF).",
    });
  }
}

/**
 * Spec §2 Profile Information: the profile picture. Served to anyone while the profile is
 * public; a private profile's only to those canSeeAvatar allows (404 for everyone else, so a
 * private profile does not even reveal that it has a picture).
 */
export const avatarRoutes =
  (ctx: AppContext, limits: AuthLimits): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, storage } = ctx;
    const db = ctx.database.db;

    app.post(
      "/api/account/avatar",
      {
        schema: {
          tags: ["account"],
          summary: "Upload a profile picture (multipart, field `file`, up to 5 MB)",
          security: [{ session: [] }],
          consumes: ["multipart/form-data"],
          response: {
            200: z.object({ profile: ProfileSchema, message: z.string() }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const { user } = await requireUser(auth, request);
        await limits.avatarPerAccount.hit(request, user.id);
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw new AppError(400, "NO_FILE", "Choose an image to upload.");
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch {
          throw new AppError(400, "FILE_TOO_LARGE", "Images must be 5 MB or smaller.", {
            file: "Images must be 5 MB or smaller.",
          });
        }
        const webp = await toAvatar(bytes);
        const name = randomUUID();
        await storage.put(avatarKey(user.id, name), Readable.from(webp), {
          contentType: "image/webp",
        });
        const [before] = await db
          .select({ image: users.image })
          .from(users)
          .where(eq(users.id, user.id));
        const [row] = await db
          .update(users)
          .set({ image: avatarUrl(user.id, name), updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        const old = avatarNameFrom(before?.image ?? null);
        if (old) await storage.delete(avatarKey(user.id, old)).catch(() => undefined);
        auth.forgetSession(request.headers.cookie);
        if (!row) throw notFound("Account not found");
        return { profile: presentProfile(row), message: ProfileMessages.avatarUpdated };
      },
    );

    app.get(
      "/api/avatars/:userId",
      {
        schema: {
          tags: ["account"],
          summary: "A user's current profile picture (WebP)",
          params: z.object({ userId: z.uuid() }),
          querystring: z.object({ v: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const { userId } = request.params;
        const viewer = await readSession(auth, request);
        const access = await avatarAccess(db, userId, viewer?.user.id ?? null);
        const name = avatarNameFrom(access?.image ?? null);
        if (!access || !name) throw notFound("No profile picture");
        const visibility = access.visibility;
        if (
          !canSeeAvatar(viewer?.user ?? null, { id: userId, visibility }, access.sharesConversation)
        )
          throw notFound("No profile picture");
        try {
          const object = await storage.get(avatarKey(userId, name));
          // The URL changes with every upload (?v=), so a versioned public one can be cached for
          // long. A private profile's picture depends on who asks: never in a shared cache.
          const cache =
            visibility === "private"
              ? "private, no-cache"
              : request.query.v === name
                ? "public, max-age=31536000, immutable"
                : "no-cache";
          if (visibility === "private") reply.header("vary", "cookie");
          return reply.type("image/webp").header("cache-control", cache).send(object.body);
        } catch (error) {
          if (error instanceof ObjectNotFoundError) throw notFound("No profile picture");
          throw error;
        }
      },
    );
  };
