import {
  AdminPayoutDetailSchema,
  AdminPayoutListQuerySchema,
  AdminPayoutPageSchema,
  MarkPaidSchema,
  ProcessedPayoutSchema,
  RejectPayoutSchema,
  WaitingPayoutsSchema,
} from "@common/payouts/payouts.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["payouts"];
const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });

export const list = {
  tags,
  security,
  summary:
    "Withdrawal requests by status (staff and admins), optionally searched on the artist name, email or paid reference: requested oldest first, paid, rejected and cancelled newest first; keyset-paginated, with the artist, amount, method and masked details",
  querystring: AdminPayoutListQuerySchema,
  response: { 200: AdminPayoutPageSchema, ...errorResponses },
};

export const waiting = {
  tags,
  security,
  summary:
    "How many withdrawal requests wait to be paid or rejected (staff and admins): the count on the Payouts link",
  response: { 200: WaitingPayoutsSchema, ...errorResponses },
};

export const detail = {
  tags,
  security,
  summary:
    "One withdrawal request with its payout details opened, for the staff member paying it (staff and admins); from then on its artist can no longer cancel it; audited VIEW_PAYOUT_DETAILS. Once its artist deleted their account the details were removed with it: `details` is null and `detailsRemoved` true (nothing opened, nothing audited)",
  params,
  response: { 200: AdminPayoutDetailSchema, ...errorResponses },
};

export const markPaid = {
  tags,
  security,
  summary:
    "Mark a requested withdrawal paid with the payment's reference and date (staff and admins; the date a real calendar day from the day it was requested, UTC, to today, else 400): books it paid out, mails and notifies the artist; audited MARK_PAYOUT_PAID; 409 once decided",
  params,
  body: MarkPaidSchema,
  response: { 200: ProcessedPayoutSchema, ...errorResponses },
};

export const reject = {
  tags,
  security,
  summary:
    "Reject a requested withdrawal with a reason (staff and admins): the amount returns to the artist's available balance, who is mailed and notified; audited REJECT_PAYOUT; 409 once decided",
  params,
  body: RejectPayoutSchema,
  response: { 200: ProcessedPayoutSchema, ...errorResponses },
};
