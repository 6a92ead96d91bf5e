import type { Row } from "./routeMatrixKit.ts";

/** Rows of the route matrix: report imports (issue 19). */
export const reportImportRows: Row[] = [];
