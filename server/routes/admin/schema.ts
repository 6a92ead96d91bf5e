import {
  AdminDeletionRequestSchema,
  DeletionStatusSchema,
  NewsletterInputSchema,
} from "@common/account.ts";
import { CsvSeparatorSchema } from "@common/csvSeparator.ts";
import { timeIdCursor } from "@common/keysetCursor.ts";
import { ChangeRoleSchema, RoleSchema } from "@common/users.ts";
import { z } from "zod";
import { csvResponse, errorResponses } from "../errors.ts";

const count = z.number().int().min(0);

export const stats = {
  tags: ["admin"],
  summary: "Account figures for the Admin Panel (admin only)",
  security: [{ session: [] }],
  response: {
    200: z.object({
      users: z.object({ total: count, artists: count, staff: count, admins: count }),
    }),
    ...errorResponses,
  },
};

export const sendNewsletter = {
  tags: ["admin"],
  summary: "Email the label newsletter to every user whose marketing emails are on (admin only)",
  security: [{ session: [] }],
  body: NewsletterInputSchema,
  response: {
    200: z.object({ queued: count, message: z.string() }),
    ...errorResponses,
  },
};

export const partnerContacts = {
  tags: ["admin"],
  summary:
    "CSV of the users who opted in to share their contact details with partners (admin only; ?separator=semicolon for Excel where the decimal mark is a comma)",
  security: [{ session: [] }],
  querystring: z.object({ separator: CsvSeparatorSchema }),
  response: { 200: csvResponse, ...errorResponses },
};

export const listDeletionRequests = {
  tags: ["admin"],
  summary: "Account deletion requests, newest first (admin only)",
  security: [{ session: [] }],
  querystring: z.object({
    cursor: timeIdCursor(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: {
    200: z.object({
      items: z.array(AdminDeletionRequestSchema),
      nextCursor: z.string().nullable(),
    }),
    ...errorResponses,
  },
};

export const updateDeletionRequest = {
  tags: ["admin"],
  summary: "Set a deletion request's status; completed deletes the account (admin only)",
  security: [{ session: [] }],
  params: z.object({ id: z.uuid() }),
  body: z.object({ status: DeletionStatusSchema }),
  response: {
    200: z.object({ request: AdminDeletionRequestSchema }),
    ...errorResponses,
  },
};

export const changeRole = {
  tags: ["admin"],
  summary: "Give an account another role: artist, staff or admin (admin only; not your own)",
  security: [{ session: [] }],
  params: z.object({ id: z.uuid("User not found.") }),
  body: ChangeRoleSchema,
  response: {
    200: z.object({
      user: z.object({ id: z.uuid(), role: RoleSchema }),
      message: z.string(),
    }),
    ...errorResponses,
  },
};
