import { type Row, reviewers, signedIn } from "./routeMatrixKit.ts";

/**
 * Rows of the route matrix: withdrawals and payouts (issue 19). An artist's routes are their
 * own (every signed-in actor acts on their own account); /admin/payouts is staff's and admins'.
 * No row changes what another sees: the details change is refused for its wrong password, a
 * request for the missing details (no actor here has saved payout details), and a cancel and
 * staff's decisions name a payout that does not exist (server/routes/payouts and adminPayouts test
 * the successful paths).
 */
const MISSING_PAYOUT = "00000000-0000-4000-8000-0000000000a4";
const REQUEST_KEY = "5b0c1c1e-7d0e-4d8a-9a43-3d0f8a0c0a44";

export const payoutRows: Row[] = [
  { op: "GET /api/payouts/details", expect: signedIn(200) },
  {
    op: "PUT /api/payouts/details",
    body: () => ({ method: "paypal", email: "pay@example.com", password: "not the password" }),
    expect: signedIn(400),
  },
  { op: "GET /api/payouts", expect: signedIn(200) },
  {
    op: "POST /api/payouts",
    body: () => ({ amount: "100", idempotencyKey: REQUEST_KEY }),
    expect: signedIn(409),
  },
  // Someone else's, or none: not found for every actor, staff included (they reject instead).
  {
    op: "POST /api/payouts/{id}/cancel",
    params: () => ({ id: MISSING_PAYOUT }),
    expect: signedIn(404),
  },
  { op: "GET /api/admin/payouts", query: () => ({ status: "requested" }), expect: reviewers(200) },
  { op: "GET /api/admin/payouts/waiting", expect: reviewers(200) },
  {
    op: "GET /api/admin/payouts/{id}",
    params: () => ({ id: MISSING_PAYOUT }),
    expect: reviewers(404),
  },
  {
    op: "POST /api/admin/payouts/{id}/paid",
    params: () => ({ id: MISSING_PAYOUT }),
    body: () => ({ reference: "BG-1", paidOn: "2025-01-31" }),
    expect: reviewers(404),
  },
  {
    op: "POST /api/admin/payouts/{id}/reject",
    params: () => ({ id: MISSING_PAYOUT }),
    body: () => ({ reason: "Wrong account" }),
    expect: reviewers(404),
  },
];
