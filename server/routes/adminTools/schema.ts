import {
  AdminAnnouncementSchema,
  AdminBroadcastSchema,
  AnnouncementInputSchema,
  AnnouncementPatchSchema,
  AuditEntrySchema,
  BroadcastInputSchema,
  FeatureFlagSchema,
  PageQuerySchema,
} from "@common/adminTools.ts";
import { OkSchema } from "@common/api.ts";
import { FeatureFlagKeySchema } from "@common/featureFlags.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const security = [{ session: [] }];
const tags = ["admin tools"];
const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
const byId = z.object({ id: z.uuid() });

export const listFlags = {
  tags,
  summary: "Every feature flag, ordered by key, with its current value (admin only)",
  security,
  response: { 200: z.object({ items: z.array(FeatureFlagSchema) }), ...errorResponses },
};

export const setFlag = {
  tags,
  summary: "Turn a feature flag on or off; audited SET_FEATURE_FLAG (admin only)",
  security,
  params: z.object({ key: FeatureFlagKeySchema }),
  body: z.object({ enabled: z.boolean() }).strict(),
  response: { 200: z.object({ flag: FeatureFlagSchema }), ...errorResponses },
};

export const listBroadcasts = {
  tags,
  summary: "Broadcasts, newest first, 20 a page (admin only)",
  security,
  querystring: PageQuerySchema,
  response: { 200: page(AdminBroadcastSchema), ...errorResponses },
};

export const postBroadcast = {
  tags,
  summary: "Post a broadcast (title and body, trimmed); audited POST_BROADCAST (admin only)",
  security,
  body: BroadcastInputSchema,
  response: { 201: z.object({ broadcast: AdminBroadcastSchema }), ...errorResponses },
};

export const deleteBroadcast = {
  tags,
  summary: "Delete a broadcast; audited DELETE_BROADCAST (admin only)",
  security,
  params: byId,
  response: { 200: OkSchema, ...errorResponses },
};

export const listAnnouncements = {
  tags,
  summary: "Every announcement (active, inactive, expired), newest first (admin only)",
  security,
  querystring: PageQuerySchema,
  response: { 200: page(AdminAnnouncementSchema), ...errorResponses },
};

export const createAnnouncement = {
  tags,
  summary: "Publish an announcement; audited CREATE_ANNOUNCEMENT (admin only)",
  security,
  body: AnnouncementInputSchema,
  response: { 201: z.object({ announcement: AdminAnnouncementSchema }), ...errorResponses },
};

export const updateAnnouncement = {
  tags,
  summary: "Edit or deactivate an announcement; audited UPDATE_ANNOUNCEMENT (admin only)",
  security,
  params: byId,
  body: AnnouncementPatchSchema,
  response: { 200: z.object({ announcement: AdminAnnouncementSchema }), ...errorResponses },
};

export const auditLog = {
  tags,
  summary: "The audit log, newest first, with who acted and what each entry is about (admin only)",
  security,
  querystring: PageQuerySchema,
  response: { 200: page(AuditEntrySchema), ...errorResponses },
};
