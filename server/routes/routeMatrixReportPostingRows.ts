import { adminOnly, type Row, reviewers } from "./routeMatrixKit.ts";

/**
 * Rows of the route matrix: posting reports and the unmatched queue (issue 19), staff and
 * admins only. The writes name a report and lines that do not exist, so every actor allowed
 * through is answered 404 and no row changes what another row sees (the API tests in
 * server/routes/royaltyPosting/ cover the successful writes).
 */
const MISSING_REPORT = "00000000-0000-4000-8000-000000000019";
const MISSING_LINES = ["999999999919"];

export const reportPostingRows: Row[] = [
  {
    op: "POST /api/admin/royalty-reports/{id}/post",
    params: () => ({ id: MISSING_REPORT }),
    body: () => ({ confirmSamePeriod: true }),
    expect: reviewers(404),
  },
  {
    op: "POST /api/admin/royalty-reports/{id}/reverse",
    params: () => ({ id: MISSING_REPORT }),
    body: () => ({ reason: "Imported under the wrong store." }),
    expect: adminOnly(404),
  },
  { op: "GET /api/admin/royalty-lines/unmatched", expect: reviewers(200) },
  {
    op: "POST /api/admin/royalty-lines/assign",
    body: () => ({ lineIds: MISSING_LINES, trackId: MISSING_REPORT }),
    expect: reviewers(404),
  },
  {
    op: "POST /api/admin/royalty-lines/dismiss",
    body: () => ({ lineIds: MISSING_LINES }),
    expect: reviewers(404),
  },
  {
    op: "GET /api/admin/royalty-lines/tracks",
    query: () => ({ q: "song" }),
    expect: reviewers(200),
  },
];
