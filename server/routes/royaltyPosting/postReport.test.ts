import { monthLabel } from "@common/royalties/earnings.ts";
import { RoyaltyPolicyMessages } from "@common/royalties/messages.ts";
import { PostingMessages, SAME_PERIOD_CODE } from "@common/royalties/posting.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerSnapshot } from "../../ledger/ledgerTestKit.ts";
import { appNow } from "../../lib/clock.ts";
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
import * as schema from "./schema.ts";

/**
 * Staff post a checked report (issue 19): the ledger gets one entry, 80% split over each
 * track's payees by largest remainder and 20% to the label; a second post changes nothing.
 */
let env: TestEnv;
let staff: ReturnType<typeof clientFor>;
let artist: ReturnType<typeof clientFor>;
let ownerId: string;
let collaboratorId: string;
let collaboratorEmail: string;

beforeAll(async () => {
  env = await createTestEnv();
  const staffUser = await createUser(env.ctx, { role: "staff" });
  staff = clientFor(env, await signIn(env, staffUser.email, staffUser.password));
  const owner = await createUser(env.ctx);
  ownerId = owner.id;
  artist = clientFor(env, await signIn(env, owner.email, owner.password));
  const collaborator = await createUser(env.ctx);
  collaboratorId = collaborator.id;
  collaboratorEmail = collaborator.email;
});
afterAll(() => env?.close());

const db = () => env.ctx.database.db;
const post = (id: string, body: object = {}, who = staff) =>
  who.post(`/api/admin/royalty-reports/${id}/post`, body);
const postedOf = (res: Awaited<ReturnType<typeof post>>) => bodyOf(res, schema.post.response[200]);
const noticesOf = async (userId: string) =>
  (
    await db().execute<{ type: string; title: string; message: string }>(
      sql`select type::text as type, title, message from notifications
          where user_id = ${userId} order by created_at, id`,
    )
  ).rows;

describe("POST /api/admin/royalty-reports/:id/post", () => {
  it("books each track once: rounded once, 80/20, the splits by largest remainder", async () => {
    const held = uniqueEmail("invitee").toLowerCase();
    const { tracks } = await releaseWithTracks(db(), ownerId, [
      [
        { email: collaboratorEmail.toUpperCase(), percentage: "50" },
        { email: held, percentage: "30" },
        { email: null, percentage: "20" },
      ],
      [],
    ]);
    const [first, second] = tracks;
    if (!first || !second) throw new Error("no tracks");
    // Track 1: 6.004 + 6.0011 = 12.0051 → 12.01 SEK once (1201 öre); track 2: 0.04.
    const { reportId } = await reportWithLines(db(), {
      period: "2025-01",
      lines: [
        { trackId: first.id, amount: "6.004" },
        { trackId: first.id, amount: "6.0011" },
        { trackId: second.id, amount: "0.04" },
        { amount: "3.50" },
      ],
    });
    const before = await owedTo(db(), { userId: ownerId });
    const res = await post(reportId);
    expect(res.status).toBe(200);
    expect(postedOf(res)).toEqual({
      status: "posted",
      entries: 1,
      lines: 3,
      total: "12.05",
      currency: "SEK",
      unmatchedAgain: 0,
    });
    // 1201: artist 961, label 240; 961 × 50/30/20 = 480.5/288.3/192.2 → 481/288/192.
    // 4: artist 3, label 1; no splits: all 3 to the owner.
    expect(await owedTo(db(), { userId: collaboratorId })).toBe(481n);
    expect(await owedTo(db(), { email: held })).toBe(288n);
    expect((await owedTo(db(), { userId: ownerId })) - before).toBe(192n + 3n);
    expect(await lineStates(db(), reportId)).toEqual(["posted", "posted", "posted", "unmatched"]);
    const lines = await db().execute<{ period: string; store_id: string; report_id: string }>(
      sql`select distinct l.period::text as period, l.store_id, l.report_id from journal_lines l
          join journal_entries e on e.id = l.entry_id
          where e.idempotency_key = ${`report:${reportId}:post`}`,
    );
    expect(lines.rows).toEqual([
      { period: "2025-01-01", store_id: "spotify", report_id: reportId },
    ]);
    const audit = await db().execute<{ action: string }>(
      sql`select action from audit_log where target_id = ${reportId}`,
    );
    expect(audit.rows).toEqual([{ action: "POST_ROYALTY_REPORT" }]);
    // Payees with an account are told in the app; the held share is told by its invitation.
    expect((await noticesOf(collaboratorId)).map((n) => n.message)).toEqual([
      PostingMessages.earnings(
        "Spotify",
        "January 2025",
        "SEK 4.81",
        monthLabel(appNow().toISOString().slice(0, 7)),
      ),
    ]);
    const mail = await waitForMail(env.ctx, held, /royalties from/);
    expect(mail.text).toContain("The Owners named you as a collaborator");
    // Its link opens Create Account with the address the share is held for.
    expect(mail.text).toContain(`/?signup=invited#email=${encodeURIComponent(held)}`);
  });

  it("answers 409 to a second post and leaves the ledger as it was", async () => {
    const { tracks } = await releaseWithTracks(db(), ownerId, [[]]);
    const { reportId } = await reportWithLines(db(), {
      period: "2025-02",
      lines: [{ trackId: tracks[0]?.id, amount: "5" }],
    });
    expect((await post(reportId)).status).toBe(200);
    const snapshot = await ledgerSnapshot(db());
    const again = await post(reportId);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(RoyaltyPolicyMessages.reportNotReady);
    expect(await ledgerSnapshot(db())).toEqual(snapshot);
  });

  it("gives 0.01/0.01/0.01 for an artist side of 0.03 split 50/30/20 (the issue's example)", async () => {
    const [a, b, c] = [
      await createUser(env.ctx),
      await createUser(env.ctx),
      await createUser(env.ctx),
    ];
    const { tracks } = await releaseWithTracks(db(), ownerId, [
      [
        { email: a.email, percentage: "50" },
        { email: b.email, percentage: "30" },
        { email: c.email, percentage: "20" },
      ],
    ]);
    const label = await labelShare(db());
    // 0.04 net: the label 0.01, the artist side 0.03.
    const { reportId } = await reportWithLines(db(), {
      period: "2025-03",
      lines: [{ trackId: tracks[0]?.id, amount: "0.04" }],
    });
    expect((await post(reportId)).status).toBe(200);
    expect(await owedTo(db(), { userId: a.id })).toBe(1n);
    expect(await owedTo(db(), { userId: b.id })).toBe(1n);
    expect(await owedTo(db(), { userId: c.id })).toBe(1n);
    expect((await labelShare(db())) - label).toBe(1n);
  });

  it("shares a release-level line equally over the release's tracks after rounding", async () => {
    const owner = await createUser(env.ctx);
    const { releaseId } = await releaseWithTracks(db(), owner.id, [[], [], []]);
    const { reportId } = await reportWithLines(db(), {
      period: "2025-03",
      storeId: "apple_music",
      lines: [{ releaseId, amount: "1.2512" }],
    });
    expect((await post(reportId)).status).toBe(200);
    // 125 öre → 42/42/41 per track → artist 34+34+33 = 101 (80% by largest remainder each).
    expect(await owedTo(db(), { userId: owner.id })).toBe(101n);
  });

  it("sends a line of a release with no tracks back to the queue and posts the rest", async () => {
    const owner = await createUser(env.ctx);
    const { tracks } = await releaseWithTracks(db(), owner.id, [[]]);
    // A draft matched by its UPC before it has tracks: the report lists it, it has none.
    const empty = await releaseWithTracks(db(), owner.id, []);
    const { reportId } = await reportWithLines(db(), {
      period: "2025-03",
      storeId: "tidal",
      lines: [
        { trackId: tracks[0]?.id, amount: "1" },
        { releaseId: empty.releaseId, amount: "5" },
      ],
    });
    const res = await post(reportId);
    expect(res.status).toBe(200);
    expect(postedOf(res)).toMatchObject({ lines: 1, unmatchedAgain: 1 });
    expect(await lineStates(db(), reportId)).toEqual(["posted", "unmatched"]);
    expect(await owedTo(db(), { userId: owner.id })).toBe(80n);
  });

  it("asks to confirm a second report of the same store and month, then posts it", async () => {
    const { tracks } = await releaseWithTracks(db(), ownerId, [[]]);
    const line = { trackId: tracks[0]?.id, amount: "2" };
    const first = await reportWithLines(db(), { period: "2025-04", lines: [line] });
    expect((await post(first.reportId)).status).toBe(200);
    const second = await reportWithLines(db(), { period: "2025-04", lines: [line] });
    const refused = await post(second.reportId);
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: SAME_PERIOD_CODE,
      message: PostingMessages.samePeriod,
    });
    expect(await lineStates(db(), second.reportId)).toEqual(["matched"]);
    const confirmed = await post(second.reportId, { confirmSamePeriod: true });
    expect(confirmed.status).toBe(200);
    const row = await db().execute<{ confirmed_same_period: boolean; status: string }>(
      sql`select confirmed_same_period, status from royalty_reports where id = ${second.reportId}`,
    );
    expect(row.rows[0]).toEqual({ confirmed_same_period: true, status: "posted" });
  });

  it("refuses a refund that takes more than was earned, booking nothing", async () => {
    const owner = await createUser(env.ctx, { artistName: "Refund Band" });
    const { tracks } = await releaseWithTracks(db(), owner.id, [[]]);
    const track = tracks[0];
    if (!track) throw new Error("no track");
    const earned = await reportWithLines(db(), {
      period: "2025-05",
      lines: [{ trackId: track.id, amount: "1.00" }],
    });
    expect((await post(earned.reportId)).status).toBe(200);
    const snapshot = await ledgerSnapshot(db());
    const refund = await reportWithLines(db(), {
      period: "2025-06",
      lines: [{ trackId: track.id, amount: "-2.00" }],
    });
    const res = await post(refund.reportId);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(PostingMessages.overdrawn("Refund Band", track.title));
    expect(await ledgerSnapshot(db())).toEqual(snapshot);
    // A refund within what was earned is booked as the mirror of an earning.
    const partial = await reportWithLines(db(), {
      period: "2025-06",
      lines: [{ trackId: track.id, amount: "-0.50" }],
    });
    expect((await post(partial.reportId, { confirmSamePeriod: true })).status).toBe(200);
    expect(await owedTo(db(), { userId: owner.id })).toBe(80n - 40n);
    // The artist was told in the app of each booking, and of nothing for the refused one.
    const thisMonth = monthLabel(appNow().toISOString().slice(0, 7));
    expect(await noticesOf(owner.id)).toEqual([
      {
        type: "success",
        title: PostingMessages.earningsTitle,
        message: `Spotify's report for May 2025 added SEK 0.80 to your earnings. It can be withdrawn once ${thisMonth} closes.`,
      },
      {
        type: "warning",
        title: PostingMessages.takenBackTitle,
        message:
          "Spotify's report for June 2025 took back SEK 0.40 from your earnings (a store refund).",
      },
    ]);
  });

  it("refuses artists, the signed out and unknown reports", async () => {
    const { reportId } = await reportWithLines(db(), { period: "2025-07", lines: [] });
    const artistRes = await post(reportId, {}, artist);
    expect(artistRes.status).toBe(403);
    expect((await post(reportId, {}, clientFor(env))).status).toBe(401);
    const missing = await post("00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe(RoyaltyPolicyMessages.reportNotFound);
    expect((await post("not-a-uuid")).status).toBe(400);
    // A report with nothing matched is posted with no entry (its lines wait in the queue).
    expect(postedOf(await post(reportId))).toMatchObject({ entries: 0, lines: 0, total: "0.00" });
  });
});
