import type { Row } from "./routeMatrixKit.ts";

/** Rows of the route matrix: posting reports and the unmatched queue (issue 19). */
export const reportPostingRows: Row[] = [];
