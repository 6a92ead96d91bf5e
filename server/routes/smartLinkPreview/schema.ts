import { ApiErrorSchema } from "@common/api.ts";
import { z } from "zod";

/**
 * GET /r/:slug/preview/:trackNumber.mp3. Loose on purpose: an address that names no preview is
 * a 404 like every other unknown page, not a 400 about its parts. Part of the public pages, not
 * of the API: kept out of the OpenAPI document, as the other /r/ routes are.
 */
export const servePreview = {
  hide: true,
  tags: ["smart links"],
  summary: "A track's 30-second MP3 preview on a public smart link (supports Range)",
  params: z.object({
    slug: z.string().max(200).describe("The release page's slug"),
    trackNumber: z.string().max(20).describe("The track's number on the release, from 1"),
  }),
  response: {
    200: z.unknown().describe("The clip's bytes (audio/mpeg)"),
    206: z.unknown().describe("The requested byte range of the clip"),
    404: ApiErrorSchema,
    416: ApiErrorSchema,
    503: ApiErrorSchema,
  },
};
