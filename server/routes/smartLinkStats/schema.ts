import { SmartLinkStatsSchema, StatsQuerySchema } from "@common/smartLinks.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

export const stats = {
  tags: ["smart links"],
  security: [{ session: [] }],
  summary:
    "A release's smart link statistics over a range of days (at most 366): visits, unique visitors, clicks per store, click-through rate, top referrers and devices, every day zero-filled (the owner, staff and admins)",
  params: z.object({ id: z.uuid() }),
  querystring: StatsQuerySchema,
  response: { 200: SmartLinkStatsSchema, ...errorResponses },
};

/**
 * The go-redirect's address. Loose on purpose: a slug or store that is not ours is answered
 * 404 like an unknown one; only the lengths are bounded. `ref` is the referring domain the
 * page passes on, kept only if it is a hostname (server/smartLinks/visitor.ts).
 */
export const go = {
  hide: true,
  params: z.object({ slug: z.string().min(1).max(100), store: z.string().min(1).max(40) }),
  querystring: z.object({ ref: z.string().max(300).optional() }),
};
