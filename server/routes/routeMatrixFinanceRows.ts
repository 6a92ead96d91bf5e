import { randomUUID } from "node:crypto";
import { adminOnly, type Row, reviewers } from "./routeMatrixKit.ts";

/**
 * Rows of the route matrix: the admin finance overview (issue 19), staff and admins, and ledger
 * corrections, admins only. The admin's correction credits staff's balance (never the owner's,
 * whose earnings rows read theirs), with a key of its own per call.
 */
export const financeRows: Row[] = [
  {
    op: "GET /api/admin/finance",
    query: () => ({ from: "2025-01", to: "2025-12" }),
    expect: reviewers(200),
  },
  {
    op: "GET /api/admin/finance/csv",
    query: () => ({ from: "2025-01", to: "2025-12" }),
    expect: reviewers(200),
  },
  {
    op: "GET /api/admin/finance/payouts/csv",
    query: () => ({ from: "2025-01", to: "2025-12" }),
    expect: reviewers(200),
  },
  { op: "GET /api/admin/ledger/corrections", expect: adminOnly(200) },
  {
    op: "POST /api/admin/ledger/corrections",
    body: (fx) => ({
      from: { kind: "label" },
      to: { kind: "artist", email: fx.actors.staff.email },
      amount: "1",
      reason: "Route matrix",
      idempotencyKey: randomUUID(),
    }),
    expect: adminOnly(201),
  },
];
