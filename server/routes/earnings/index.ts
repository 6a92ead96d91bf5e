import { ModerationMessages } from "@common/moderation.ts";
import { EarningsMessages } from "@common/royalties/earnings.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn, staffOrAdmin } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { appNow } from "../../lib/clock.ts";
import { sendCsv } from "../../lib/csvDownload.ts";
import { csvDialect } from "../../lib/csvText.ts";
import { notFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { findUserById } from "../../queries/users.ts";
import { earningsView } from "../../royalties/earnings/earningsView.ts";
import { statementCsv } from "../../royalties/earnings/statementCsv.ts";
import {
  findStatement,
  listStatements,
  statementView,
} from "../../royalties/earnings/statements.ts";
import { earningsTracks } from "../../royalties/earnings/trackTable.ts";
import { yearSummary, yearSummaryCsv } from "../../royalties/earnings/yearSummary.ts";
import { closeEndedPeriods } from "../../royalties/periods/closePeriods.ts";
import * as schema from "./schema.ts";

/**
 * An artist's earnings and statements (issue 19 "Artists: earnings"): their own, read from their
 * own payable account, so a collaborator sees only their share. Staff and admins may read
 * anyone's earnings and statements (?userId=, support answering "where is my money?"); for
 * anyone else another user's do not exist.
 * Staff close ended months by hand with the same code the hourly job runs.
 */
export const earningsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    /**
     * Whose statements: the caller's, or the named user's when the policy allows it. The policy
     * decides first, so only staff learn whether an account exists; for them a mistyped id is
     * "User not found.", not an empty ledger.
     */
    async function subjectOf(actor: Actor, userId: string | undefined): Promise<string> {
      const target = userId ?? actor.id;
      authorize(actor, "earnings.read", { userId: target });
      if (target !== actor.id && !(await findUserById(db, target)))
        throw notFound(ModerationMessages.userNotFound);
      return target;
    }

    async function loadStatement(actor: Actor, period: string, userId: string | undefined) {
      const found = await findStatement(db, await subjectOf(actor, userId), period);
      authorize(actor, "earnings.read", found);
      return statementView(db, found, ctx.config.LABEL_NAME);
    }

    app.get(
      "/api/earnings",
      { schema: schema.earnings, onRequest: signedIn(ctx) },
      async (request) =>
        earningsView(db, {
          userId: await subjectOf(actorOf(request).user, request.query.userId),
          currency: ctx.config.LEDGER_CURRENCY,
          minimum: ctx.config.PAYOUT_MINIMUM,
          now: appNow(),
        }),
    );

    app.get(
      "/api/earnings/tracks",
      { schema: schema.listTracks, onRequest: signedIn(ctx) },
      async (request) => {
        const { userId, cursor, releaseId } = request.query;
        return earningsTracks(db, {
          userId: await subjectOf(actorOf(request).user, userId),
          currency: ctx.config.LEDGER_CURRENCY,
          afterRelease: cursor?.release,
          releaseId,
        });
      },
    );

    app.get(
      "/api/earnings/statements",
      { schema: schema.listStatements, onRequest: signedIn(ctx) },
      async (request) => {
        const { userId, before, limit } = request.query;
        return listStatements(db, await subjectOf(actorOf(request).user, userId), {
          before,
          limit,
        });
      },
    );

    app.get(
      "/api/earnings/statements/:period",
      { schema: schema.readStatement, onRequest: signedIn(ctx) },
      async (request) =>
        loadStatement(actorOf(request).user, request.params.period, request.query.userId),
    );

    app.get(
      "/api/earnings/statements/:period/csv",
      { schema: schema.statementCsv, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { period } = request.params;
        const view = await loadStatement(actorOf(request).user, period, request.query.userId);
        const csv = statementCsv(view, csvDialect(request.query.separator));
        return sendCsv(reply, `statement-${period}.csv`, csv);
      },
    );

    app.get(
      "/api/earnings/years/:year/csv",
      { schema: schema.yearCsv, onRequest: signedIn(ctx) },
      async (request, reply) => {
        const { year } = request.params;
        const userId = await subjectOf(actorOf(request).user, request.query.userId);
        const summary = await yearSummary(db, userId, year);
        if (!summary) throw notFound(EarningsMessages.yearNotFound(year));
        const dialect = csvDialect(request.query.separator);
        return sendCsv(
          reply,
          `statements-${year}.csv`,
          yearSummaryCsv(summary, ctx.config.LABEL_NAME, dialect),
        );
      },
    );

    app.post(
      "/api/admin/royalty-periods/close",
      { schema: schema.closePeriods, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const closed = await closeEndedPeriods(ctx, { closedBy: actorOf(request).user.id });
        const message =
          closed.length === 0 ? EarningsMessages.nothingToClose : `Closed ${closed.join(", ")}.`;
        return { closed, message };
      },
    );
  };
