import {
  AssignLinesBodySchema,
  DismissLinesBodySchema,
  LinesChangedSchema,
  PostedReportSchema,
  PostReportBodySchema,
  TrackHitsSchema,
  TrackSearchQuerySchema,
  UnmatchedPageSchema,
  UnmatchedQuerySchema,
} from "@common/royalties/posting.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["royalties"];
const security = [{ session: [] }];

export const post = {
  tags,
  security,
  summary:
    "Book a checked store report into the ledger (staff and admins): every matched line, 80% to the tracks' payees by their splits and 20% to the label, in one journal entry; a second report of the same store and month needs confirmSamePeriod (else 409 SAME_PERIOD); audited POST_ROYALTY_REPORT",
  params: z.object({ id: z.uuid() }),
  body: PostReportBodySchema,
  response: { 200: PostedReportSchema, ...errorResponses },
};

export const unmatched = {
  tags,
  security,
  summary:
    "Report lines no track or release was found for (staff and admins), oldest report first, paginated; with the count and total of all of them (of one report when filtered)",
  querystring: UnmatchedQuerySchema,
  response: { 200: UnmatchedPageSchema, ...errorResponses },
};

export const assign = {
  tags,
  security,
  summary:
    "Assign unmatched lines to a track (staff and admins); lines of an already posted report are booked at once; audited ASSIGN_ROYALTY_LINES",
  body: AssignLinesBodySchema,
  response: { 200: LinesChangedSchema, ...errorResponses },
};

export const dismiss = {
  tags,
  security,
  summary:
    "Dismiss unmatched lines: not the label's, never booked (staff and admins); audited DISMISS_ROYALTY_LINES",
  body: DismissLinesBodySchema,
  response: { 200: LinesChangedSchema, ...errorResponses },
};

export const tracks = {
  tags,
  security,
  summary:
    "Tracks to assign unmatched lines to, by title, ISRC, release or artist (staff and admins), 20 at most",
  querystring: TrackSearchQuerySchema,
  response: { 200: TrackHitsSchema, ...errorResponses },
};
