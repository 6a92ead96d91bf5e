import { OkSchema } from "@common/api.ts";
import {
  AgreeToTermsSchema,
  IssueWarningSchema,
  MySuspensionSchema,
  SuspendUserSchema,
  SuspensionInfoSchema,
  WarningSchema,
} from "@common/moderation.ts";
import {
  AdminUserDetailsSchema,
  AdminUserListQuerySchema,
  AdminUserPageSchema,
} from "@common/userManagement.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const admin = ["admin"];
const account = ["account"];
const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });
const done = OkSchema.extend({ message: z.string() });

export const listUsers = {
  tags: admin,
  security,
  summary:
    "User Management: live accounts newest first, searched on email, full name or artist name, by role (admin only)",
  querystring: AdminUserListQuerySchema,
  response: { 200: AdminUserPageSchema, ...errorResponses },
};

export const userDetails = {
  tags: admin,
  security,
  summary:
    "User Details: profile, suspension, 10 latest warnings and suspensions, artist aliases (admin only)",
  params,
  response: { 200: AdminUserDetailsSchema, ...errorResponses },
};

export const suspend = {
  tags: admin,
  security,
  summary: "Suspend a user for 1-365 days, or ban them (permanent); closes their sessions' sockets",
  params,
  body: SuspendUserSchema,
  response: { 200: done.extend({ suspension: SuspensionInfoSchema }), ...errorResponses },
};

export const unsuspend = {
  tags: admin,
  security,
  summary: "Remove a user's suspension (no terms to agree to afterwards)",
  params,
  response: { 200: done, ...errorResponses },
};

export const warn = {
  tags: admin,
  security,
  summary: "Issue a warning: the user must acknowledge it, and is notified",
  params,
  body: IssueWarningSchema,
  response: { 200: done.extend({ warning: WarningSchema }), ...errorResponses },
};

export const removeAlias = {
  tags: admin,
  security,
  summary: "Remove an artist alias (admin only)",
  params,
  response: { 200: done, ...errorResponses },
};

export const mySuspension = {
  tags: account,
  security,
  summary:
    "My standing and the suspension the overlay shows (open to suspended users), with the support address",
  response: { 200: MySuspensionSchema, ...errorResponses },
};

export const agreeToTerms = {
  tags: account,
  security,
  summary: "Agree to the terms after a suspension has ended (open to users in that standing)",
  body: AgreeToTermsSchema,
  response: { 200: done, ...errorResponses },
};

export const myWarnings = {
  tags: account,
  security,
  summary: "My warnings still to acknowledge, oldest first",
  response: { 200: z.object({ warnings: z.array(WarningSchema) }), ...errorResponses },
};

export const acknowledgeWarning = {
  tags: account,
  security,
  summary: "Acknowledge one of my warnings (I Understand)",
  params,
  response: { 200: done, ...errorResponses },
};
