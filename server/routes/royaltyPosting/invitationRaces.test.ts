import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "../../commands/account/deleteAccount.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { lockPeriodsForClose } from "../../ledger/periodLock.ts";
import { claimInvitation } from "../../royalties/invitations/claimInvitation.ts";
import { claimStrandedShares } from "../../royalties/invitations/claimStranded.ts";
import {
  owedTo,
  releaseWithTracks,
  reportWithLines,
} from "../../royalties/posting/postingTestKit.ts";
import { postReport } from "../../royalties/posting/postReport.ts";
import { heldTransaction, untilAdvisoryWaiters } from "../../test/heldTransaction.ts";
import { createTestEnv, createUser, type TestEnv, uniqueEmail } from "../../test/support.ts";

/**
 * Money held for a collaborator's address reaches their account however a posting and their
 * confirmation interleave, and an account deletion never completes under a posting paying it
 * (docs/royalties.md "Who is paid"). The races need two connections: PostgreSQL only. A posting
 * is kept between reading its payees and stamping its entry by a month close holding the period
 * lock (in life, simply a big report taking seconds).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});
const db = () => env.ctx.database.db;

/** A track whose split pays half the artist side to `email` (400 of every 10.00 reported). */
async function sharedTrack(email: string) {
  const owner = await createUser(env.ctx);
  const { tracks } = await releaseWithTracks(db(), owner.id, [
    [
      { email: null, percentage: "50" },
      { email, percentage: "50" },
    ],
  ]);
  return tracks[0]?.id as string;
}

const post = async (trackId: string, period: string, amount: string) => {
  const staff = await createUser(env.ctx, { role: "staff" });
  const { reportId } = await reportWithLines(db(), { period, lines: [{ trackId, amount }] });
  return postReport(env.ctx, { id: staff.id, role: "staff" }, reportId, {
    confirmSamePeriod: true,
  });
};

/** Until `read` gives `want` (the claim job runs after the posting commits), at most 10 s. */
async function eventually(read: () => Promise<bigint>, want: bigint): Promise<bigint> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = await read();
    if (value === want) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

describe("held shares and confirmations at the same moment", () => {
  it.runIf(onPostgres)(
    "a first share booked while the address is confirmed reaches the account",
    async () => {
      const email = uniqueEmail("collab").toLowerCase();
      const trackId = await sharedTrack(email);
      const close = heldTransaction(db(), (tx) => lockPeriodsForClose(tx));
      await close.ready;
      const posting = post(trackId, "2025-01", "10");
      await untilAdvisoryWaiters(env.ctx.database.pool, 1);
      // Confirmed while the posting waits; the claim it queues runs before the money exists.
      const collab = await createUser(env.ctx, { email });
      expect((await claimInvitation(env.ctx, email)).moved).toEqual([]);
      close.release();
      await close.done;
      await posting;

      expect(await eventually(() => owedTo(db(), { userId: collab.id }), 400n)).toBe(400n);
      expect(await owedTo(db(), { email })).toBe(0n);
    },
  );

  it.runIf(onPostgres)(
    "a later share booked while the earlier one is claimed reaches the account too",
    async () => {
      const email = uniqueEmail("collab").toLowerCase();
      const trackId = await sharedTrack(email);
      await post(trackId, "2025-01", "10");
      expect(await owedTo(db(), { email })).toBe(400n);
      const close = heldTransaction(db(), (tx) => lockPeriodsForClose(tx));
      await close.ready;
      const posting = post(trackId, "2025-02", "20");
      await untilAdvisoryWaiters(env.ctx.database.pool, 1);
      const collab = await createUser(env.ctx, { email });
      const claim = claimInvitation(env.ctx, email);
      await untilAdvisoryWaiters(env.ctx.database.pool, 2);
      close.release();
      await close.done;
      await Promise.all([posting, claim]);

      expect(await eventually(() => owedTo(db(), { userId: collab.id }), 1200n)).toBe(1200n);
      expect(await owedTo(db(), { email })).toBe(0n);
    },
  );

  it("the hourly sweep moves money held for an address a confirmed account has", async () => {
    const email = uniqueEmail("collab").toLowerCase();
    const trackId = await sharedTrack(email);
    await post(trackId, "2025-01", "10");
    // An account made directly queues no claim: the money stays held until the sweep.
    const collab = await createUser(env.ctx, { email });
    expect(await owedTo(db(), { email })).toBe(400n);

    expect(await claimStrandedShares(env.ctx)).toBeGreaterThanOrEqual(1);
    expect(await owedTo(db(), { userId: collab.id })).toBe(400n);
    expect(await owedTo(db(), { email })).toBe(0n);
    // Nothing is left to claim for that address: a second run moves nothing of it.
    await claimStrandedShares(env.ctx);
    expect(await owedTo(db(), { userId: collab.id })).toBe(400n);
  });
});

describe("account deletion and a posting paying the account", () => {
  it.runIf(onPostgres)(
    "the deletion waits for the posting, then finds the money and stops",
    async () => {
      const collab = await createUser(env.ctx);
      // Paid before and withdrawn: the payable exists and owes nothing.
      await accountFor(db(), "artist_payable", { userId: collab.id, currency: "SEK" });
      const trackId = await sharedTrack(collab.email);
      const requestId = randomUUID();
      await db().execute(sql`
        insert into account_deletion_requests (id, user_id, status)
        values (${requestId}, ${collab.id}, 'completed')`);
      const close = heldTransaction(db(), (tx) => lockPeriodsForClose(tx));
      await close.ready;
      const posting = post(trackId, "2025-01", "10");
      await untilAdvisoryWaiters(env.ctx.database.pool, 1);
      const deletion = deleteAccount(env.ctx, collab.id, { requestId });
      // The deletion queues behind the posting's hold on the account before the close ends.
      await new Promise((resolve) => setTimeout(resolve, 300));
      close.release();
      await close.done;
      await Promise.all([posting, deletion]);

      const { rows } = await db().execute<{ deleted: boolean; status: string }>(sql`
        select u.deleted_at is not null as deleted, r.status::text as status
        from users u join account_deletion_requests r on r.user_id = u.id
        where r.id = ${requestId}`);
      expect(rows[0]).toEqual({ deleted: false, status: "in_progress" });
      expect(await owedTo(db(), { userId: collab.id })).toBe(400n);
    },
  );
});
