import {
  CorrectionListQuerySchema,
  CorrectionPageSchema,
  CreateCorrectionSchema,
  PostedCorrectionSchema,
} from "@common/royalties/corrections.ts";
import { errorResponses } from "../errors.ts";

const tags = ["ledger"];
const security = [{ session: [] }];

export const list = {
  tags,
  security,
  summary:
    "Ledger corrections, newest first (admins): who moved how much from which balance to which, when and why; keyset-paginated",
  querystring: CorrectionListQuerySchema,
  response: { 200: CorrectionPageSchema, ...errorResponses },
};

export const create = {
  tags,
  security,
  summary:
    "Post a ledger correction (admins): move an amount between the label's share and an artist's balance, or between two artists, with a reason the artists read on their statements and in a notification; never the admin's own balance, never more than an artist is owed (409); idempotent per idempotencyKey (a repeat answers 200 with the first); audited POST_LEDGER_CORRECTION",
  body: CreateCorrectionSchema,
  response: { 200: PostedCorrectionSchema, 201: PostedCorrectionSchema, ...errorResponses },
};
