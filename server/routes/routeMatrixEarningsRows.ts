import type { Row } from "./routeMatrixKit.ts";

/** Rows of the route matrix: earnings and statements (issue 19). */
export const earningsRows: Row[] = [];
