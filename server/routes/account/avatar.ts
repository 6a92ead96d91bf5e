import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { AVATAR_MAX_SIZE_LABEL, ProfileMessages, ProfileSchema } from "@common/profile.ts";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import { actorOf, optionalSignIn, signedIn, viewerOf } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { AuthLimits } from "../../lib/limits.ts";
import { invalidMultipart, isMalformedMultipart } from "../../lib/refuseUnstorableText.ts";
import { canSeeAvatar } from "../../policies/privacy.ts";
import { presentProfile } from "../../presenters/profile.ts";
import { avatarAccess } from "../../queries/account/privacy.ts";
import { avatarKey, avatarNameFrom, avatarUrl } from "../../storage/avatarKeys.ts";
import { deleteFiles } from "../../storage/deleteFiles.ts";
import { ObjectNotFoundError } from "../../storage/storage.ts";
import { errorResponses, fileBody, fileResponse } from "../errors.ts";

const SIZE = 256;

const notAnImage = (message: string) =>
  new AppError(400, "NOT_AN_IMAGE", message, { file: message });

/**
 * The formats a profile picture may be, by their first bytes. sharp itself would also read SVG
 * (through librsvg, which follows the document's own references), TIFF, HEIF and more: only
 * these four ever reach it.
 */
function isAcceptedImage(head: Buffer): boolean {
  const ascii = (at: number, text: string) =>
    head.toString("latin1", at, at + text.length) === text;
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    ascii(0, "\x89PNG\r\n\x1a\n") ||
    ascii(0, "GIF87a") ||
    ascii(0, "GIF89a") ||
    (ascii(0, "RIFF") && ascii(8, "WEBP"))
  );
}

/** An SVG (or other XML) document, told apart so the refusal can say what is wrong. */
const looksLikeSvg = (bytes: Buffer) =>
  /^(\ufeff)?\s*<(\?xml|svg|!--|!doctype svg)/i.test(bytes.toString("utf8", 0, 256)) &&
  /<svg[\s>]/i.test(bytes.toString("utf8", 0, 4096));

/** Checks by content, not by the name or type the browser claims, then draws a 256x256 WebP. */
async function toAvatar(bytes: Buffer): Promise<Buffer> {
  if (looksLikeSvg(bytes)) throw notAnImage(ProfileMessages.avatarSvg);
  if (!isAcceptedImage(bytes)) throw notAnImage(ProfileMessages.avatarType);
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage(ProfileMessages.avatarType);
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
          summary: `Upload a profile picture (multipart, field \`file\`, up to ${AVATAR_MAX_SIZE_LABEL})`,
          security: [{ session: [] }],
          consumes: ["multipart/form-data"],
          multipartBody: z.object({ file: fileBody("The picture: JPEG, PNG, GIF or WebP") }),
          response: {
            200: z.object({ profile: ProfileSchema, message: z.string() }),
            ...errorResponses,
          },
        },
        onRequest: signedIn(ctx),
      },
      async (request) => {
        const { user } = actorOf(request);
        await limits.avatarPerAccount.hit(request, user.id);
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw new AppError(400, "NO_FILE", "Choose an image to upload.");
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if (isMalformedMultipart(error)) throw invalidMultipart();
          throw new AppError(400, "FILE_TOO_LARGE", ProfileMessages.avatarTooLarge, {
            file: ProfileMessages.avatarTooLarge,
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
        if (old) await deleteFiles(storage, ctx.log, [avatarKey(user.id, old)], "avatar replaced");
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
          response: {
            200: fileResponse("image/webp", "The profile picture"),
            400: errorResponses[400],
            404: errorResponses[404],
          },
        },
        onRequest: optionalSignIn(ctx),
      },
      async (request, reply) => {
        const { userId } = request.params;
        const viewer = viewerOf(request);
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
