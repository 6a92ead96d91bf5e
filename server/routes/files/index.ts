import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import { parseRangeHeader, sendObject } from "../../storage/httpRange.ts";
import { FILES_PATH, type UrlSigner } from "../../storage/signedUrl.ts";
import {
  type ByteRange,
  ObjectNotFoundError,
  type ObjectStream,
  RangeNotSatisfiableError,
  type Storage,
} from "../../storage/storage.ts";
import { FileLinkMessages, serveFile } from "./schema.ts";

/** Shown in the browser rather than downloaded; anything else (HTML, SVG, …) is an attachment. */
const INLINE_TYPES = /^(audio\/[\w.+-]+|image\/(png|jpeg|gif|webp|avif))$/;

/** `attachment; filename="…"; filename*=UTF-8''…` with an ASCII fallback for old clients. */
function contentDisposition(contentType: string, downloadName: string | undefined): string {
  if (!downloadName) return INLINE_TYPES.test(contentType) ? "inline" : "attachment";
  const ascii = downloadName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const utf8 = encodeURIComponent(downloadName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * Private files (audio, exports) through short-lived signed links: the link is the permission,
 * checked before the storage is touched. Handing out a link is the job of a route that has
 * already checked its policy (e.g. "may this user play this track").
 */
export const fileRoutes =
  (storage: Storage, signer: UrlSigner): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(`${FILES_PATH}/*`, { schema: serveFile }, async (request, reply) => {
      const key = request.params["*"];
      const { exp, sig, name } = request.query;
      const now = Date.now();
      const check = signer.verify(key, { exp, sig, name }, now);
      if (!check.ok) {
        throw check.reason === "expired"
          ? new AppError(403, "LINK_EXPIRED", FileLinkMessages.expired)
          : forbidden(FileLinkMessages.invalid);
      }

      let object: ObjectStream;
      try {
        let range: ByteRange | undefined;
        if (request.headers.range) {
          const { size } = await storage.stat(key);
          const wanted = parseRangeHeader(request.headers.range, size);
          if (wanted === "unsatisfiable") throw new RangeNotSatisfiableError(size);
          range = wanted;
        }
        object = await storage.get(key, range ? { range } : {});
      } catch (error) {
        if (error instanceof ObjectNotFoundError) throw notFound(FileLinkMessages.missing);
        if (error instanceof RangeNotSatisfiableError) {
          reply.header("Content-Range", `bytes */${error.size}`);
          throw new AppError(416, "RANGE_NOT_SATISFIABLE", FileLinkMessages.unsatisfiable);
        }
        throw error;
      }

      reply
        .header("Content-Type", object.contentType)
        .header("Content-Disposition", contentDisposition(object.contentType, name))
        // A browser may keep the file only as long as the link itself is valid.
        .header("Cache-Control", `private, max-age=${Math.max(0, exp - Math.floor(now / 1000))}`)
        .header("X-Content-Type-Options", "nosniff");
      return sendObject(reply, object);
    });
  };
