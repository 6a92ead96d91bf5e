import { nextTimeIdCursor } from "@common/keysetCursor.ts";
import { ReportImportMessages, ReportUploadFieldsSchema } from "@common/royalties/imports.ts";
import { RoyaltyPolicyMessages } from "@common/royalties/messages.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, staffOrAdmin } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { limiter } from "../../lib/limits.ts";
import { unstorableRefusal } from "../../lib/refuseUnstorableText.ts";
import { deleteReport } from "../../royalties/import/deleteReport.ts";
import { presentPreview, presentReport } from "../../royalties/import/presentReport.ts";
import { REPORT_MAX_BYTES } from "../../royalties/import/reportFile.ts";
import {
  reportById,
  reportFigures,
  reportPage,
  waitingReportCount,
} from "../../royalties/import/reportQueries.ts";
import {
  reportStores,
  saveStoreMapping,
  storeMapping,
} from "../../royalties/import/storeMapping.ts";
import { uploadReport } from "../../royalties/import/uploadReport.ts";
import * as schema from "./schema.ts";

/**
 * Multipart fields arrive as { value } beside the file; only plain text fields are read. The
 * app's hook never sees them (they are parsed here, after it): the route refuses U+0000 and
 * lone surrogates in them itself (a storeId "a\u0000b" reached PostgreSQL, a 500).
 */
function fieldValues(fields: Record<string, unknown> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields ?? {})) {
    const value = (field as { value?: unknown } | undefined)?.value;
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * /admin/royalties, importing store reports (issue 19; staff and admins): upload, the list,
 * each report's preview, deletion before posting, and the CSV column mapping per store.
 * Posting is H2's route (server/routes/royaltyPosting/).
 */
export const royaltyReportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    // A month's reports from every store, with retries; not a loop that fills the disk.
    const perUser = limiter(app, "royalty-report-upload", 200, 60 * 60_000);

    app.post(
      "/api/admin/royalty-reports",
      { schema: schema.upload, onRequest: staffOrAdmin(ctx) },
      async (request, reply) => {
        const { user } = actorOf(request);
        await perUser.hit(request, user.id);
        const file = request.isMultipart()
          ? await request.file({ limits: { fileSize: REPORT_MAX_BYTES + 1, files: 1 } })
          : undefined;
        if (!file)
          throw badRequest(ReportImportMessages.noFile, { file: ReportImportMessages.noFile });
        const fields = fieldValues(file.fields as Record<string, unknown>);
        const unstorable = unstorableRefusal(fields);
        if (unstorable) {
          file.file.destroy();
          throw unstorable;
        }
        const parsed = ReportUploadFieldsSchema.safeParse({ ...request.query, ...fields });
        if (!parsed.success) {
          file.file.destroy();
          const issue = parsed.error.issues[0];
          const field = String(issue?.path[0] ?? "file");
          const message = issue?.message ?? ReportImportMessages.storeRequired;
          throw badRequest(message, { [field]: message });
        }
        const row = await uploadReport(ctx, {
          userId: user.id,
          fields: parsed.data,
          fileName: file.filename,
          body: file.file,
        });
        const report = await reportById(db, row.id);
        if (!report) throw notFound(RoyaltyPolicyMessages.reportNotFound);
        reply.code(201);
        return { report: presentReport(report), message: ReportImportMessages.uploaded };
      },
    );

    app.get(
      "/api/admin/royalty-reports",
      { schema: schema.list, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const { cursor: after, limit } = request.query;
        const page = await reportPage(db, { after, limit });
        return {
          items: page.items.map(presentReport),
          nextCursor: nextTimeIdCursor(page.next),
        };
      },
    );

    app.get(
      "/api/admin/royalty-reports/stores",
      { schema: schema.stores, onRequest: staffOrAdmin(ctx) },
      async () => ({
        stores: await reportStores(db),
        ledgerCurrency: ctx.config.LEDGER_CURRENCY,
      }),
    );

    app.get(
      "/api/admin/royalty-reports/waiting",
      { schema: schema.waiting, onRequest: staffOrAdmin(ctx) },
      async () => ({ count: await waitingReportCount(db) }),
    );

    app.get(
      "/api/admin/royalty-reports/:id",
      { schema: schema.preview, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const report = await reportById(db, request.params.id);
        if (!report) throw notFound(RoyaltyPolicyMessages.reportNotFound);
        const figures = await reportFigures(db, report);
        return presentPreview(report, figures, ctx.config.LEDGER_CURRENCY);
      },
    );

    app.delete(
      "/api/admin/royalty-reports/:id",
      { schema: schema.remove, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        await deleteReport(ctx, actorOf(request).user.id, request.params.id);
        return { ok: true as const, message: ReportImportMessages.deleted };
      },
    );

    app.get(
      "/api/admin/stores/:storeId/report-mapping",
      { schema: schema.getMapping, onRequest: staffOrAdmin(ctx) },
      async (request) => storeMapping(db, request.params.storeId),
    );

    app.put(
      "/api/admin/stores/:storeId/report-mapping",
      { schema: schema.putMapping, onRequest: staffOrAdmin(ctx) },
      async (request) => {
        const saved = await saveStoreMapping(
          db,
          actorOf(request).user.id,
          request.params.storeId,
          request.body,
        );
        return { ...saved, message: ReportImportMessages.mappingSaved };
      },
    );
  };
