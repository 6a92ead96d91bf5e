import { SLUG_PATTERN } from "@common/smartLinks.ts";
import { PreviewMessages } from "@common/trackPreview.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { findPreviewSource, type PreviewSource } from "../../smartLinks/previewLookup.ts";
import {
  createPreviewMaker,
  PreviewUnavailableError,
  previewKey,
} from "../../smartLinks/previewMaker.ts";
import { parseRangeHeader, sendObject } from "../../storage/httpRange.ts";
import { type ByteRange, type ObjectInfo, ObjectNotFoundError } from "../../storage/storage.ts";
import { servePreview } from "./schema.ts";

/** Clips never change under their key (a new start is a new key): browsers may keep them a day. */
const CACHE_CONTROL = "public, max-age=86400";
const TRACK_NUMBER = /^[1-9]\d{0,2}$/;

const unavailable = () => new AppError(503, "PREVIEW_UNAVAILABLE", PreviewMessages.unavailable);

/**
 * The smart link's track previews (issue 17): 30 seconds of a track, cut once by ffmpeg from the
 * master and kept in the storage; the master itself is never served here. Public, like the page:
 * a preview answers 404 whenever its page would.
 */
export const smartLinkPreviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const maker = createPreviewMaker({
      storage: ctx.storage,
      ffmpegPath: ctx.config.FFMPEG_PATH,
      log: ctx.log,
    });

    /** The stored clip's facts, made first when it is not stored yet. */
    async function storedClip(source: PreviewSource): Promise<ObjectInfo> {
      const key = previewKey(source);
      try {
        return await ctx.storage.stat(key);
      } catch (error) {
        if (!(error instanceof ObjectNotFoundError)) throw error;
      }
      try {
        await maker.ensure(source);
      } catch (error) {
        if (error instanceof PreviewUnavailableError) throw unavailable();
        throw error;
      }
      return ctx.storage.stat(key);
    }

    app.get(
      "/r/:slug/preview/:trackNumber.mp3",
      { schema: servePreview },
      async (request, reply) => {
        const { slug, trackNumber } = request.params;
        const source =
          SLUG_PATTERN.test(slug) && TRACK_NUMBER.test(trackNumber)
            ? await findPreviewSource(ctx.database.db, slug, Number(trackNumber))
            : null;
        if (!source) throw notFound(PreviewMessages.notFound);

        const clip = await storedClip(source);
        let range: ByteRange | undefined;
        const wanted = parseRangeHeader(request.headers.range, clip.size);
        if (wanted === "unsatisfiable") {
          reply.header("Content-Range", `bytes */${clip.size}`);
          throw new AppError(416, "RANGE_NOT_SATISFIABLE", PreviewMessages.rangeUnsatisfiable);
        }
        if (wanted) range = wanted;
        const object = await ctx.storage.get(clip.key, range ? { range } : {});

        reply
          .header("Content-Type", "audio/mpeg")
          .header("Cache-Control", CACHE_CONTROL)
          .header("X-Content-Type-Options", "nosniff");
        return sendObject(reply, object);
      },
    );
  };
