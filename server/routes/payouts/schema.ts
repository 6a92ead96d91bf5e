import {
  CreatedPayoutSchema,
  CreatePayoutSchema,
  MyPayoutsSchema,
  PayoutDetailsSummarySchema,
  PayoutListQuerySchema,
  SavePayoutDetailsSchema,
} from "@common/payouts/payouts.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["payouts"];
const security = [{ session: [] }];

export const getDetails = {
  tags,
  security,
  summary:
    'My payout details, masked (method and e.g. "SE45 •••• •••• 1234"); null before I add any',
  response: {
    200: z.object({ details: PayoutDetailsSummarySchema.nullable() }),
    ...errorResponses,
  },
};

export const saveDetails = {
  tags,
  security,
  summary:
    "Set my payout details: bank transfer (IBAN, BIC, account holder), PayPal (email) or Swish (Swedish mobile number). Asks for the password, and a two-factor code when two-factor is on; sealed at rest; audited UPDATE_PAYOUT_DETAILS",
  body: SavePayoutDetailsSchema,
  response: {
    200: z.object({ details: PayoutDetailsSummarySchema, message: z.string() }),
    ...errorResponses,
  },
};

export const list = {
  tags,
  security,
  summary:
    "The withdrawal page: my requests (newest first, paginated), my balance (available, pending, in progress, paid out), the minimum, whether withdrawals are paused, and my masked details",
  querystring: PayoutListQuerySchema,
  response: { 200: MyPayoutsSchema, ...errorResponses },
};

export const create = {
  tags,
  security,
  summary:
    "Request a withdrawal of my available balance (at least PAYOUT_MINIMUM); holds the amount at once. Idempotent by idempotencyKey: a repeat answers the request already made (200) instead of making another (201). 403 FEATURE_DISABLED while withdrawals are paused",
  body: CreatePayoutSchema,
  response: { 200: CreatedPayoutSchema, 201: CreatedPayoutSchema, ...errorResponses },
};

export const cancel = {
  tags,
  security,
  summary:
    "Cancel my own withdrawal while it waits and before staff open its payment details to pay it (409 after that, or once decided): the amount returns to my available balance; mailed to me; audited CANCEL_PAYOUT. Someone else's is 404",
  params: z.object({ id: z.uuid() }),
  response: { 200: CreatedPayoutSchema, ...errorResponses },
};
