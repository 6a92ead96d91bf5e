import {
  AdminDeliverySchema,
  DeliveryListQuerySchema,
  DeliveryPageSchema,
  WaitingDeliveriesSchema,
} from "@common/distribution.ts";
import { AdminReleaseCardSchema } from "@common/review.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["deliveries"];
const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });
const changed = {
  200: z.object({ delivery: AdminDeliverySchema, message: z.string() }),
  ...errorResponses,
};

export const list = {
  tags,
  security,
  summary:
    "Every release's delivery to every store (staff and admins): failures first, then the latest changed; filtered by store and state, paginated; with each store's counts per state",
  querystring: DeliveryListQuerySchema,
  response: { 200: DeliveryPageSchema, ...errorResponses },
};

export const waiting = {
  tags,
  security,
  summary:
    "How many takedown requests wait for a decision and how many deliveries failed (staff and admins): the count on the Deliveries link",
  response: { 200: WaitingDeliveriesSchema, ...errorResponses },
};

export const retry = {
  tags,
  security,
  summary:
    "Queue a failed delivery (of a release or of its takedown) again (staff and admins); audited RETRY_DELIVERY",
  params,
  response: changed,
};

export const markLive = {
  tags,
  security,
  summary:
    "Mark a release delivered to a store live there, for stores that send no acknowledgement (staff and admins); the owner is notified; audited MARK_DELIVERY_LIVE",
  params,
  response: changed,
};

/** The release's card as it now is, and how many stores delivery (re)started to. */
const StartedSchema = z.object({
  release: AdminReleaseCardSchema,
  queued: z.number().int().describe("Stores the release is now queued for"),
  message: z.string(),
});

export const redeliver = {
  tags,
  security,
  summary:
    "Send a distributed release again, as a full new message, to every selected platform whose store is enabled (staff and admins); audited REDELIVER_RELEASE",
  params,
  response: { 200: StartedSchema, ...errorResponses },
};
