import { monthDay } from "./earnings/earningsTestKit.ts";
import { ownerAndReviewers, type Row, reviewers } from "./routeMatrixKit.ts";

/** Rows of the route matrix: earnings and statements (issue 19). */

/** The owner's statement month (routeMatrixFixtures makes it: last month). */
const statementParams = () => ({ period: monthDay(1).slice(0, 7) });
const ownersStatements = (fx: { actors: { owner: { id: string } } }) => ({
  userId: fx.actors.owner.id,
});

export const earningsRows: Row[] = [
  // The owner's earnings: staff and admins read anyone's (support); another artist is told none
  // exist. Without ?userId= everyone reads their own (server/routes/earnings/ API tests).
  { op: "GET /api/earnings", query: ownersStatements, expect: ownerAndReviewers(200) },
  // A page of the owner's table per release and track: the same readers.
  { op: "GET /api/earnings/tracks", query: ownersStatements, expect: ownerAndReviewers(200) },
  // The owner's statements: staff and admins read anyone's; another artist is told none exist.
  {
    op: "GET /api/earnings/statements",
    query: ownersStatements,
    expect: ownerAndReviewers(200),
  },
  {
    op: "GET /api/earnings/statements/{period}",
    params: statementParams,
    query: ownersStatements,
    expect: ownerAndReviewers(200),
  },
  {
    op: "GET /api/earnings/statements/{period}/csv",
    params: statementParams,
    query: ownersStatements,
    expect: ownerAndReviewers(200),
  },
  // The year of that statement in one file: the same readers.
  {
    op: "GET /api/earnings/years/{year}/csv",
    params: () => ({ year: monthDay(1).slice(0, 4) }),
    query: ownersStatements,
    expect: ownerAndReviewers(200),
  },
  // Closing ended months by hand: staff and admins; with nothing ended to close it answers [].
  { op: "POST /api/admin/royalty-periods/close", expect: reviewers(200) },
];
