import { CopyrightReportSchema } from "@common/copyright.ts";
import {
  AdminDashboardSchema,
  AdminReleaseCardSchema,
  AdminReleaseListQuerySchema,
  AdminReleasePageSchema,
  ApproveInputSchema,
  DistributeInputSchema,
  RejectInputSchema,
} from "@common/review.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["review"];
const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });
const changed = { 200: z.object({ release: AdminReleaseCardSchema }), ...errorResponses };

export const list = {
  tags,
  security,
  summary:
    "All releases for review (staff and admins): newest first, searched on title, artist or owner email (contains) or a whole UPC or ISRC, one status or all (default submitted), paginated",
  querystring: AdminReleaseListQuerySchema,
  response: { 200: AdminReleasePageSchema, ...errorResponses },
};

export const approve = {
  tags,
  security,
  summary: "Approve a submitted release (staff and admins); the owner is notified",
  params,
  body: ApproveInputSchema,
  response: changed,
};

export const reject = {
  tags,
  security,
  summary:
    "Reject a submitted release (staff and admins) with a reason, or null from a quick button; the owner is notified",
  params,
  body: RejectInputSchema,
  response: changed,
};

export const distribute = {
  tags,
  security,
  summary:
    "Mark as Distributed (staff and admins): starts delivery of an approved release to every selected platform whose store is enabled; it stays approved until every store has the batch, then becomes distributed and the owner is notified",
  params,
  body: DistributeInputSchema,
  response: {
    200: z.object({
      release: AdminReleaseCardSchema,
      queued: z.number().int().describe("Stores the release is now queued for"),
      message: z.string(),
    }),
    ...errorResponses,
  },
};

export const dashboard = {
  tags: ["admin"],
  security,
  summary:
    "Admin dashboard (admin only): totals, the latest broadcast, pending reviews and recent users",
  response: { 200: AdminDashboardSchema, ...errorResponses },
};

export const copyright = {
  tags,
  security,
  summary:
    "A release's copyright status and each track's latest check: status, confidence, sources and up to 8 matches (staff and admins)",
  params,
  response: { 200: CopyrightReportSchema, ...errorResponses },
};

export const runCopyrightCheck = {
  tags,
  security,
  summary:
    "Queue a copyright check of the release (staff and admins); needs a track with audio, a title and an artist; 409 while a check of it is queued or running. The result arrives as release.copyright-checked on the staff topic",
  params,
  response: { 202: CopyrightReportSchema, ...errorResponses },
};
