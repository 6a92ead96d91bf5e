import {
  FINANCE_MAX_MONTHS,
  FinanceMessages,
  type FinanceQuery,
} from "@common/royalties/finance.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffOrAdmin } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { appToday } from "../../lib/clock.ts";
import { sendCsv } from "../../lib/csvDownload.ts";
import { csvDialect } from "../../lib/csvText.ts";
import { badRequest } from "../../lib/errors.ts";
import { financeCsv } from "../../royalties/finance/financeCsv.ts";
import { financeFigures } from "../../royalties/finance/financeOverview.ts";
import { addMonths, monthsBetween } from "../../royalties/finance/months.ts";
import { paidPayouts, paidPayoutsCsv } from "../../royalties/finance/paidPayouts.ts";
import { presentFinanceOverview } from "../../royalties/finance/presentFinanceOverview.ts";
import * as schema from "./schema.ts";

/**
 * /admin/royalties' finance overview (issue 19, staff and admins). Read-only: no policy beyond
 * the role, the same figures for every member of staff.
 */
export const financeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The range asked for, the last 12 months by default; refused when out of order or too long. */
    function rangeOf(query: FinanceQuery) {
      // "Which months": the application's clock, so a moved dev clock shows the same months
      // the period close sees.
      const to = query.to ?? appToday().slice(0, 7);
      const from = query.from ?? addMonths(to, -11);
      const span = monthsBetween(from, to);
      if (span < 1)
        throw badRequest(FinanceMessages.periodOrder, { from: FinanceMessages.periodOrder });
      if (span > FINANCE_MAX_MONTHS)
        throw badRequest(FinanceMessages.periodSpan, { from: FinanceMessages.periodSpan });
      return { from, to };
    }

    /** The range's figures. */
    async function overviewOf(query: FinanceQuery) {
      const { from, to } = rangeOf(query);
      const currency = ctx.config.LEDGER_CURRENCY;
      const figures = await financeFigures(ctx.database.db, currency, from, to);
      return presentFinanceOverview(figures, currency, from, to);
    }

    app.get(
      "/api/admin/finance",
      { schema: schema.overview, onRequest: staffOrAdmin(ctx) },
      async (request) => overviewOf(request.query),
    );

    app.get(
      "/api/admin/finance/csv",
      { schema: schema.overviewCsv, onRequest: staffOrAdmin(ctx) },
      async (request, reply) => {
        const data = await overviewOf(request.query);
        const csv = financeCsv(data, csvDialect(request.query.separator));
        return sendCsv(reply, `finance-${data.from}-to-${data.to}.csv`, csv);
      },
    );

    app.get(
      "/api/admin/finance/payouts/csv",
      { schema: schema.paidPayoutsCsv, onRequest: staffOrAdmin(ctx) },
      async (request, reply) => {
        const { from, to } = rangeOf(request.query);
        const rows = await paidPayouts(ctx.database.db, ctx.config.LEDGER_CURRENCY, from, to);
        const csv = paidPayoutsCsv(rows, csvDialect(request.query.separator));
        return sendCsv(reply, `payouts-paid-${from}-to-${to}.csv`, csv);
      },
    );
  };
