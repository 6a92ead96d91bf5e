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
import { ReversedReportSchema, ReverseReportBodySchema } from "@common/royalties/reversal.ts";
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

export const reverse = {
  tags,
  security,
  summary:
    "Take a posted store report back out of the ledger (admins, with a reason the artists read): one journal entry mirroring everything the report booked, the report and its lines marked reversed, each artist notified; the identical file can then be imported again. 409 when the report is not posted or someone has less left than it gave them; 403 when it paid into the admin's own balance; audited REVERSE_ROYALTY_REPORT",
  params: z.object({ id: z.uuid() }),
  body: ReverseReportBodySchema,
  response: { 200: ReversedReportSchema, ...errorResponses },
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
