import type { Row } from "./routeMatrixKit.ts";

/** Rows of the route matrix: the admin finance overview (issue 19). */
export const financeRows: Row[] = [];
