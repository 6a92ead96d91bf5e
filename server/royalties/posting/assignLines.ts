/**
 * Staff's decisions on unmatched lines (issue 19): assign them to a track, or dismiss them (not
 * the label's). One transaction each that locks the lines first, so of two staff acting at once
 * the second finds them changed and is answered 409. Lines of a report that is already posted
 * are booked at once, by the same rules as the report's own posting, in an entry of their own.
 */
import { PostingMessages } from "@common/royalties/posting.ts";
import { sql } from "drizzle-orm";
import { writeAudit } from "../../commands/audit.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { retryTransaction } from "../../db/retryTransaction.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { refuseUnbookableAmounts } from "./bookableAmounts.ts";
import { bookLines } from "./bookLines.ts";
import { monthOf } from "./postReport.ts";

interface LockedLine extends Record<string, unknown> {
  id: string;
  report_id: string;
  state: string;
  report_status: string;
  store_id: string;
  period_start: string | null;
}

/**
 * The lines locked FOR UPDATE in id order, after their reports: a reversal (which locks the
 * report first) and an assignment of one of its lines run one after the other, so no line is
 * booked into a report while it is being reversed. 404 when one is missing, 409 unless unmatched
 * lines of a checked report.
 */
async function lockUnmatched(tx: Tx, lineIds: readonly string[]): Promise<LockedLine[]> {
  const ids = [...new Set(lineIds)].map(Number).sort((a, b) => a - b);
  const idSql = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Reports first, as posting and reversing lock them, then lines: one order, no deadlock.
  await tx.execute(sql`
    select id from royalty_reports
    where id in (select report_id from royalty_report_lines where id in (${idSql}))
    order by id for update`);
  const result = await tx.execute<LockedLine>(sql`
    select l.id::text as id, l.report_id, l.state, r.status as report_status, r.store_id,
           r.period_start::text as period_start
    from royalty_report_lines l join royalty_reports r on r.id = l.report_id
    where l.id in (${idSql})
    order by l.id
    for update of l`);
  if (result.rows.length !== ids.length) throw notFound(PostingMessages.linesNotFound);
  if (result.rows.some((row) => row.state !== "unmatched"))
    throw conflict(PostingMessages.onlyUnmatched);
  // A report still being checked may start over (a retry deletes its lines): nothing to decide yet.
  if (result.rows.some((row) => row.report_status !== "ready" && row.report_status !== "posted"))
    throw conflict(PostingMessages.reportBeingChecked);
  return result.rows;
}

const idList = (lines: readonly LockedLine[]) =>
  sql.join(
    lines.map((line) => sql`${Number(line.id)}`),
    sql`, `,
  );

interface LinesChanged {
  changed: number;
  booked: number;
}

export async function assignLines(
  ctx: AppContext,
  actor: Actor,
  lineIds: readonly string[],
  trackId: string,
): Promise<LinesChanged> {
  return retryTransaction(ctx, async (tx) => {
    const lines = await lockUnmatched(tx, lineIds);
    const tracks = await tx.execute<{ release_id: string; title: string; payees: string[] }>(sql`
      select t.release_id, t.title,
             array(select r.user_id::text from releases r where r.id = t.release_id
                   union
                   select u.id::text from royalty_splits s
                   join users u on lower(u.email::text) = lower(trim(s.collaborator_email))
                   where s.track_id = t.id) as payees
      from tracks t where t.id = ${trackId}`);
    const track = tracks.rows[0];
    if (!track) throw notFound(PostingMessages.trackNotFound);
    authorize(actor, "royaltyLines.assign", { payees: track.payees });
    await tx.execute(sql`
      update royalty_report_lines
      set state = 'matched', track_id = ${trackId}, release_id = ${track.release_id}
      where id in (${idList(lines)})`);

    // Lines of posted reports are booked now, one entry per report, keyed by what it books.
    let booked = 0;
    const posted = lines.filter((line) => line.report_status === "posted");
    for (const reportId of new Set(posted.map((line) => line.report_id))) {
      const ofReport = posted.filter((line) => line.report_id === reportId);
      const first = ofReport[0];
      if (!first?.period_start) continue;
      // A report checked before the import's amount limits: refused here, not a 500 in booking.
      await refuseUnbookableAmounts(
        tx,
        reportId,
        ofReport.map((line) => Number(line.id)),
      );
      const booking = await bookLines(ctx, tx, {
        reportId,
        storeId: first.store_id,
        period: monthOf(first.period_start),
        lineIds: ofReport.map((line) => Number(line.id)),
        idempotencyKey: `report:${reportId}:lines:${first.id}-${ofReport.length}:${trackId}`,
        description: `Assigned lines of report ${reportId} to “${track.title}”`,
        createdBy: actor.id,
      });
      booked += booking.lines;
    }
    await writeAudit(tx, {
      actorId: actor.id,
      action: "ASSIGN_ROYALTY_LINES",
      targetType: "track",
      targetId: trackId,
      details: { lineIds: lines.map((line) => line.id), title: track.title, booked },
    });
    return { changed: lines.length, booked };
  });
}

export async function dismissLines(
  ctx: AppContext,
  actor: Actor,
  lineIds: readonly string[],
): Promise<LinesChanged> {
  return retryTransaction(ctx, async (tx) => {
    const lines = await lockUnmatched(tx, lineIds);
    await tx.execute(sql`
      update royalty_report_lines set state = 'dismissed', dismissed_by = ${actor.id}
      where id in (${idList(lines)})`);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "DISMISS_ROYALTY_LINES",
      targetType: "royalty_report",
      targetId: lines[0]?.report_id ?? null,
      details: { lineIds: lines.map((line) => line.id) },
    });
    return { changed: lines.length, booked: 0 };
  });
}
