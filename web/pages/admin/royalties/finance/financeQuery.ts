import type { FinanceQuery } from "@common/royalties/finance.ts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@web/api/client.ts";
import { csvDownloadUrl } from "@web/lib/csvDownloadUrl.ts";

const financeKeys = {
  all: ["admin", "finance"] as const,
  overview: (range: FinanceQuery) => [...financeKeys.all, range] as const,
};

/** The finance overview of a range of months (the last 12 when none is given). */
export const financeOverviewQuery = (range: FinanceQuery) =>
  queryOptions({
    queryKey: financeKeys.overview(range),
    queryFn: () => unwrap(api.GET("/api/admin/finance", { params: { query: range } })),
    placeholderData: keepPreviousData,
  });

/** The same months as a CSV download (a plain link: the browser saves the file). */
export const financeCsvUrl = (from: string, to: string) =>
  csvDownloadUrl("/api/admin/finance/csv", { from, to });

/** The withdrawals paid in the same months, one row each, for matching the bank statement. */
export const paidPayoutsCsvUrl = (from: string, to: string) =>
  csvDownloadUrl("/api/admin/finance/payouts/csv", { from, to });
