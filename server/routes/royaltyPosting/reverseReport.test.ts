import { EarningsViewSchema, StatementViewSchema } from "@common/royalties/earnings.ts";
import { ReversalMessages } from "@common/royalties/reversal.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountFor } from "../../ledger/accounts.ts";
import { ledgerSnapshot, totalsByKind } from "../../ledger/ledgerTestKit.ts";
import { postEntry } from "../../ledger/post.ts";
import { appNow } from "../../lib/clock.ts";
import { claimInvitation } from "../../royalties/invitations/claimInvitation.ts";
import {
  labelShare,
  lineStates,
  owedTo,
  releaseWithTracks,
  reportWithLines,
} from "../../royalties/posting/postingTestKit.ts";
import { bodyOf, clientFor, errorOf } from "../../test/client.ts";
import {
  createTestEnv,
  createUser,
  signIn,
  type TestEnv,
  uniqueEmail,
  waitForMail,
} from "../../test/support.ts";
import {
  generatedDsr,
  readyGeneratedReport,
  settledPreview,
  uploadedReport,
  uploadReport,
} from "../royaltyReports/importTestKit.ts";
import * as schema from "./schema.ts";

/**
 * An admin reverses a posted report (issue 19's ledger: corrections as new entries): the mirror
 * entry gives every account back what it had, the report and its lines say reversed, the artists
 * are told why, and the file can be imported again. Refused, booking nothing, for staff, for a
 * report not posted, when someone has less left than it gave them, and on the admin's own money.
 */
let env: TestEnv;
let admin: ReturnType<typeof clientFor>;
let adminCookie: string;
let adminId: string;
let staff: ReturnType<typeof clientFor>;
let artist: ReturnType<typeof clientFor>;

beforeAll(async () => {
  env = await createTestEnv();
  const adminUser = await createUser(env.ctx, { role: "admin" });
  adminId = adminUser.id;
  adminCookie = await signIn(env, adminUser.email, adminUser.password);
  admin = clientFor(env, adminCookie);
  const staffUser = await createUser(env.ctx, { role: "staff" });
  staff = clientFor(env, await signIn(env, staffUser.email, staffUser.password));
  const someone = await createUser(env.ctx);
  artist = clientFor(env, await signIn(env, someone.email, someone.password));
});
afterAll(() => env?.close());

const db = () => env.ctx.database.db;
const reverse = (id: string, reason = "Imported under the wrong store.", who = admin) =>
  who.post(`/api/admin/royalty-reports/${id}/reverse`, { reason });
const post = (id: string) => staff.post(`/api/admin/royalty-reports/${id}/post`, {});
const nonZero = (totals: Map<string, bigint>) =>
  new Map([...totals].filter(([, total]) => total !== 0n));
const noticesOf = async (userId: string, title: string) =>
  (
    await db().execute<{ message: string }>(
      sql`select message from notifications where user_id = ${userId} and title = ${title}
          order by created_at, id`,
    )
  ).rows.map((row) => row.message);

describe("POST /api/admin/royalty-reports/:id/reverse", () => {
  it("gives every account back what it had, marks the report reversed and tells the artists", async () => {
    const owner = await createUser(env.ctx, { artistName: "Reversed Band" });
    const collaborator = await createUser(env.ctx);
    const held = uniqueEmail("held").toLowerCase();
    const { tracks } = await releaseWithTracks(db(), owner.id, [
      [
        { email: collaborator.email, percentage: "50" },
        { email: held, percentage: "30" },
        { email: null, percentage: "20" },
      ],
      [],
    ]);
    const [first, second] = tracks;
    if (!first || !second) throw new Error("no tracks");
    const before = {
      owner: await owedTo(db(), { userId: owner.id }),
      collaborator: await owedTo(db(), { userId: collaborator.id }),
      held: await owedTo(db(), { email: held }),
      label: await labelShare(db()),
      kinds: await totalsByKind(db()),
    };
    const { reportId, lineIds } = await reportWithLines(db(), {
      period: "2025-03",
      lines: [
        { trackId: first.id, amount: "12.0051", useType: "OnDemandStream" },
        { trackId: second.id, amount: "0.04", useType: "PermanentDownload" },
        { amount: "3.50", useType: "OnDemandStream" },
      ],
    });
    expect((await post(reportId)).status).toBe(200);
    // The unmatched line is assigned later: booked in an entry of its own, reversed as well.
    const assigned = await staff.post("/api/admin/royalty-lines/assign", {
      lineIds: lineIds.slice(2),
      trackId: second.id,
    });
    expect(assigned.status).toBe(200);
    expect(await owedTo(db(), { userId: collaborator.id })).toBeGreaterThan(before.collaborator);

    const res = await reverse(reportId);
    expect(res.status).toBe(200);
    // 12.01 + 0.04 + 3.50 booked in two entries, all taken back out of the store's receivable.
    expect(bodyOf(res, schema.reverse.response[200])).toEqual({
      status: "reversed",
      total: "SEK 15.55",
      message: ReversalMessages.reversed,
    });
    expect(await owedTo(db(), { userId: owner.id })).toBe(before.owner);
    expect(await owedTo(db(), { userId: collaborator.id })).toBe(before.collaborator);
    expect(await owedTo(db(), { email: held })).toBe(before.held);
    expect(await labelShare(db())).toBe(before.label);
    expect(nonZero(await totalsByKind(db()))).toEqual(nonZero(before.kinds));
    expect((await ledgerSnapshot(db())).unbalancedEntries).toBe(0);
    expect(await lineStates(db(), reportId)).toEqual(["reversed", "reversed", "reversed"]);
    const report = await db().execute<{
      status: string;
      reason: string;
      at: string | null;
      file: string;
    }>(
      sql`select status::text as status, reversal_reason as reason, reversed_at::text as at,
                 file_name as file
          from royalty_reports where id = ${reportId}`,
    );
    expect(report.rows[0]).toMatchObject({
      status: "reversed",
      reason: "Imported under the wrong store.",
    });
    expect(report.rows[0]?.at).not.toBeNull();
    // Owner: 20% of the first track's artist side (192) + all of the second's (3 + 280).
    expect(await noticesOf(owner.id, ReversalMessages.noticeTitle)).toEqual([
      ReversalMessages.notice(
        "Spotify",
        "March 2025",
        "SEK 4.75",
        "Imported under the wrong store.",
      ),
    ]);
    expect(await noticesOf(collaborator.id, ReversalMessages.noticeTitle)).toEqual([
      ReversalMessages.notice(
        "Spotify",
        "March 2025",
        "SEK 4.81",
        "Imported under the wrong store.",
      ),
    ]);
    // The owner's earnings page: nothing earned, no store, track or country left to show.
    const ownerView = clientFor(env, await signIn(env, owner.email, owner.password));
    const earnings = bodyOf(await ownerView.get("/api/earnings"), EarningsViewSchema);
    expect(earnings.summary).toMatchObject({
      lifetime: "0.00",
      pending: "0.00",
      available: "0.00",
    });
    expect(earnings.byCountry).toEqual([]);
    expect(earnings.tracks).toEqual([]);
    expect(earnings.byStore).toEqual([]);
    // The month's statement shows the reversal as its own line, with the reason, beside what it
    // undoes (a statement row for the month is made here; the month closes at its end).
    const month = appNow().toISOString().slice(0, 7);
    await db().execute(sql`
      insert into royalty_statements (user_id, period, currency, opening_balance, earnings,
                                      payouts, closing_balance)
      values (${owner.id}, ${`${month}-01`}::date, 'SEK', 0, 0, 0, 0)`);
    const statement = bodyOf(
      await ownerView.get(`/api/earnings/statements/${month}`),
      StatementViewSchema,
    );
    const ofSecond = statement.lines.filter((line) => line.trackId === second.id);
    // With the units it booked (its own download line and the stream line assigned to it
    // later), which the reversal takes back.
    expect(ofSecond.map((line) => [line.amount, line.note, line.streams, line.downloads])).toEqual([
      ["2.83", null, 10, 10],
      [
        "-2.83",
        `Reversal of report ${report.rows[0]?.file} (spotify, 2025-03): Imported under the wrong store.`,
        -10,
        -10,
      ],
    ]);
    const mail = await waitForMail(env.ctx, owner.email, /A store report was reversed/);
    expect(mail.text).toContain(
      "we reversed Spotify's report for March 2025: SEK 4.75 was taken back from your earnings.",
    );
    expect(mail.text).toContain("Reason: Imported under the wrong store.");
    const audit = await db().execute<{ action: string }>(
      sql`select action from audit_log where target_id = ${reportId} order by created_at`,
    );
    expect(audit.rows.map((row) => row.action)).toContain("REVERSE_ROYALTY_REPORT");

    // Once is all: a second reversal, or posting it again, is refused and books nothing.
    const snapshot = await ledgerSnapshot(db());
    const again = await reverse(reportId);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(ReversalMessages.notPosted);
    expect((await post(reportId)).status).toBe(409);
    expect(await ledgerSnapshot(db())).toEqual(snapshot);
  });

  it("takes a held share back from the collaborator who has claimed it since", async () => {
    const owner = await createUser(env.ctx);
    const email = uniqueEmail("claimer").toLowerCase();
    const { tracks } = await releaseWithTracks(db(), owner.id, [
      [
        { email: null, percentage: "50" },
        { email, percentage: "50" },
      ],
    ]);
    const { reportId } = await reportWithLines(db(), {
      period: "2025-05",
      lines: [{ trackId: tracks[0]?.id, amount: "10", useType: "OnDemandStream" }],
    });
    expect((await post(reportId)).status).toBe(200);
    expect(await owedTo(db(), { email })).toBe(400n);
    // The collaborator confirms an account with that address: the held SEK 4.00 moves to it.
    const claimer = await createUser(env.ctx, { email });
    expect((await claimInvitation(env.ctx, email)).moved).toEqual([
      { currency: "SEK", amount: 400n },
    ]);
    expect(await owedTo(db(), { userId: claimer.id })).toBe(400n);

    const res = await reverse(reportId);
    expect(res.status).toBe(200);
    expect(await owedTo(db(), { userId: claimer.id })).toBe(0n);
    expect(await owedTo(db(), { email })).toBe(0n);
    expect(await owedTo(db(), { userId: owner.id })).toBe(0n);
    expect((await ledgerSnapshot(db())).unbalancedEntries).toBe(0);

    // The collaborator's statement: the claim and the reversal, money without units on both
    // (the claim moved one sum; no streams ever reached this statement to be taken back).
    const month = appNow().toISOString().slice(0, 7);
    await db().execute(sql`
      insert into royalty_statements (user_id, period, currency, opening_balance, earnings,
                                      payouts, closing_balance)
      values (${claimer.id}, ${`${month}-01`}::date, 'SEK', 0, 0, 0, 0)`);
    const claimerView = clientFor(env, await signIn(env, claimer.email, claimer.password));
    const statement = bodyOf(
      await claimerView.get(`/api/earnings/statements/${month}`),
      StatementViewSchema,
    );
    expect(statement.lines.map((line) => [line.kind, line.amount, line.streams])).toEqual([
      ["report_posting", "-4.00", 0],
      ["invitation_claimed", "4.00", null],
    ]);
    expect(statement.wholeReleases).toEqual([]);
  });

  it("refuses, booking nothing, when an artist has less left than the report gave them", async () => {
    const owner = await createUser(env.ctx, { artistName: "Spent Band" });
    const { tracks } = await releaseWithTracks(db(), owner.id, [[]]);
    const track = tracks[0];
    if (!track) throw new Error("no track");
    const { reportId } = await reportWithLines(db(), {
      period: "2025-04",
      lines: [{ trackId: track.id, amount: "10.00" }],
    });
    expect((await post(reportId)).status).toBe(200);
    // SEK 8.00 was hers; SEK 5.00 of it has moved on (as a withdrawal or a correction would).
    await db().transaction(async (tx) => {
      await postEntry(tx, {
        idempotencyKey: `test:${reportId}:moved`,
        kind: "correction",
        description: "moved on",
        createdBy: null,
        lines: [
          {
            accountId: await accountFor(tx, "artist_payable", {
              userId: owner.id,
              currency: "SEK",
            }),
            amount: 500n,
          },
          { accountId: await accountFor(tx, "label_share", { currency: "SEK" }), amount: -500n },
        ],
      });
    });
    const snapshot = await ledgerSnapshot(db());
    const res = await reverse(reportId);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(ReversalMessages.overdrawn("Spent Band"));
    expect(await ledgerSnapshot(db())).toEqual(snapshot);
    expect(await lineStates(db(), reportId)).toEqual(["posted"]);
  });

  it("gives back what a reversed refund took, and says so", async () => {
    const owner = await createUser(env.ctx, { artistName: "Refunded Band" });
    const { tracks } = await releaseWithTracks(db(), owner.id, [[]]);
    const track = tracks[0];
    if (!track) throw new Error("no track");
    const earned = await reportWithLines(db(), {
      period: "2025-07",
      lines: [{ trackId: track.id, amount: "1.00" }],
    });
    expect((await post(earned.reportId)).status).toBe(200);
    const refund = await reportWithLines(db(), {
      period: "2025-08",
      lines: [{ trackId: track.id, amount: "-0.50" }],
    });
    expect((await post(refund.reportId)).status).toBe(200);
    expect(await owedTo(db(), { userId: owner.id })).toBe(80n - 40n);
    expect((await reverse(refund.reportId, "The store withdrew its refund.")).status).toBe(200);
    expect(await owedTo(db(), { userId: owner.id })).toBe(80n);
    expect(await noticesOf(owner.id, ReversalMessages.noticeTitle)).toEqual([
      ReversalMessages.noticeReturned(
        "Spotify",
        "August 2025",
        "SEK 0.40",
        "The store withdrew its refund.",
      ),
    ]);
  });

  it("refuses staff, artists, a missing reason, a report not posted and the admin's own money", async () => {
    const { tracks } = await releaseWithTracks(db(), adminId, [[]]);
    const track = tracks[0];
    if (!track) throw new Error("no track");
    const own = await reportWithLines(db(), {
      period: "2025-05",
      lines: [{ trackId: track.id, amount: "1.00" }],
    });
    expect((await post(own.reportId)).status).toBe(200);

    expect((await reverse(own.reportId, "Wrong.", staff)).status).toBe(403);
    expect((await reverse(own.reportId, "Wrong.", artist)).status).toBe(403);
    const blank = await reverse(own.reportId, "  ");
    expect(blank.status).toBe(400);
    expect(errorOf(blank).message).toBe(ReversalMessages.reason);
    const mine = await reverse(own.reportId);
    expect(mine.status).toBe(403);
    expect(errorOf(mine).message).toBe(ReversalMessages.ownBalance);

    const ready = await reportWithLines(db(), { period: "2025-06", lines: [{ amount: "1" }] });
    const notPosted = await reverse(ready.reportId);
    expect(notPosted.status).toBe(409);
    expect(errorOf(notPosted).message).toBe(ReversalMessages.notPosted);
    expect((await reverse("00000000-0000-4000-8000-000000000019")).status).toBe(404);
    expect(await lineStates(db(), own.reportId)).toEqual(["posted"]);
  });

  it("lets the identical file be imported again once its import is reversed", async () => {
    const reportId = await readyGeneratedReport(env, adminCookie, 3, 7219);
    const bytes = await generatedDsr(3, 7219);
    const upload = () =>
      uploadReport(env, adminCookie, bytes, { storeId: "spotify", exchangeRate: "11.5" });
    expect((await post(reportId)).status).toBe(200);
    expect((await upload()).status).toBe(409);
    expect((await reverse(reportId)).status).toBe(200);
    const { id: againId } = await uploadedReport(env, adminCookie, bytes, {
      storeId: "spotify",
      exchangeRate: "11.5",
    });
    expect((await settledPreview(env, adminCookie, againId)).report.status).toBe("ready");
    // The reversed report counts for nothing: the new one posts without "post this one too?".
    const posted = await post(againId);
    expect(posted.status).toBe(200);
    const audit = await env.ctx.database.db.execute<{ details: { confirmedSamePeriod?: boolean } }>(
      sql`select details from audit_log where action = 'POST_ROYALTY_REPORT'
          and target_id = ${againId}`,
    );
    expect(audit.rows[0]?.details.confirmedSamePeriod ?? false).toBe(false);
    // The reversed report stays (its lines trace its entries) and cannot be deleted.
    expect((await admin.call("DELETE", `/api/admin/royalty-reports/${reportId}`)).status).toBe(409);
  });
});
