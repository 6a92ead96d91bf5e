import { type Row, reviewers } from "./routeMatrixKit.ts";

/** Rows of the route matrix: the admin finance overview (issue 19), staff and admins only. */
export const financeRows: Row[] = [
  {
    op: "GET /api/admin/finance",
    query: () => ({ from: "2025-01", to: "2025-12" }),
    expect: reviewers(200),
  },
];
