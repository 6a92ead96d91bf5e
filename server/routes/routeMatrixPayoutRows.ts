import type { Row } from "./routeMatrixKit.ts";

/** Rows of the route matrix: withdrawals and payouts (issue 19). */
export const payoutRows: Row[] = [];
