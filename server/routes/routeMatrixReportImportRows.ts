import { type Row, reviewers } from "./routeMatrixKit.ts";
import { generatedDsr } from "./royaltyReports/importTestKit.ts";

/**
 * Rows of the route matrix: report imports (issue 19), staff and admins only. Each upload is a
 * file of its own (a new seed), so the second reviewer is not refused as a duplicate. A report
 * id no one has answers reviewers 404 and everyone else 403 (the role is refused first).
 */

let uploads = 0;
const report = async () => {
  uploads += 1;
  return {
    bytes: await generatedDsr(4, 1000 + uploads, "SEK"),
    fileName: `matrix-${uploads}.tsv`,
    type: "text/tab-separated-values",
  };
};
const NO_REPORT = { id: "00000000-0000-4000-8000-000000000019" };
const MAPPING = {
  isrc: "ISRC",
  country: "Country",
  quantity: "Quantity",
  currency: "Currency",
  netAmount: "Net",
};

export const reportImportRows: Row[] = [
  {
    op: "POST /api/admin/royalty-reports",
    query: () => ({ storeId: "spotify" }),
    file: report,
    expect: reviewers(201),
  },
  { op: "GET /api/admin/royalty-reports", expect: reviewers(200) },
  { op: "GET /api/admin/royalty-reports/stores", expect: reviewers(200) },
  { op: "GET /api/admin/royalty-reports/waiting", expect: reviewers(200) },
  { op: "GET /api/admin/royalty-reports/{id}", params: () => NO_REPORT, expect: reviewers(404) },
  { op: "DELETE /api/admin/royalty-reports/{id}", params: () => NO_REPORT, expect: reviewers(404) },
  {
    op: "GET /api/admin/stores/{storeId}/report-mapping",
    params: () => ({ storeId: "deezer" }),
    expect: reviewers(200),
  },
  {
    op: "PUT /api/admin/stores/{storeId}/report-mapping",
    params: () => ({ storeId: "deezer" }),
    body: () => MAPPING,
    expect: reviewers(200),
  },
];
