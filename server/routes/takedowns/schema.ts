import {
  ApproveTakedownInputSchema,
  RejectTakedownInputSchema,
  TakedownQueueQuerySchema,
  TakedownQueueSchema,
  TakedownRequestSchema,
} from "@common/distribution.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["deliveries"];
const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });
const decided = {
  200: z.object({ takedown: TakedownRequestSchema, message: z.string() }),
  ...errorResponses,
};

export const queue = {
  tags,
  security,
  summary:
    "Takedown requests to decide (pending) and approved ones still being taken down, oldest first, a page at a time (`nextCursor`), with the stores done so far and how many are pending in all (staff and admins)",
  querystring: TakedownQueueQuerySchema,
  response: { 200: TakedownQueueSchema, ...errorResponses },
};

export const approve = {
  tags,
  security,
  summary:
    "Approve a pending takedown request with an optional note (staff and admins): each store that has the release is sent the takedown, the owner is notified; audited APPROVE_TAKEDOWN",
  params,
  body: ApproveTakedownInputSchema,
  response: decided,
};

export const reject = {
  tags,
  security,
  summary:
    "Reject a pending takedown request with a reason the owner is told (staff and admins); audited REJECT_TAKEDOWN",
  params,
  body: RejectTakedownInputSchema,
  response: decided,
};
