import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "../commands/account/deleteAccount.ts";
import { fanSignups } from "../db/schema/index.ts";
import { SEND_MAIL } from "../mail/mailer.ts";
import { insertRelease, signedIn } from "../routes/account/accountTestKit.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";

/**
 * What an account deletion does beyond the leaver's own rows (deleteAccount.test.ts has those):
 * the mail jobs that carry mails to them, and the "Notify me" fans of their kept releases.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

describe("deleting an account", () => {
  it("removes the mail jobs to the leaver and ends their fans' consent to share", async () => {
    const db = env.ctx.database.db;
    const leaver = await signedIn(env, "artist", "Lea Leaver");
    const other = await signedIn(env, "artist", "Otto Other");
    const kept = await insertRelease(db, leaver.user.id, "distributed", {
      title: "The Hit",
      tracks: [{ title: "Hit Song" }],
    });
    // "Notify me" fans of the kept release who agreed to share their address with the leaver:
    // one already mailed on release day, one still waiting for it.
    const [mailedFan, waitingFan] = await db
      .insert(fanSignups)
      .values(
        ["mailed-fan@example.com", "waiting-fan@example.com"].map((email) => ({
          releaseId: kept.release.id,
          email,
          shareWithArtist: true,
          confirmTokenHash: `hash-${email}`,
          confirmedAt: new Date(),
          notifiedAt: email.startsWith("mailed") ? new Date() : null,
        })),
      )
      .returning({ id: fanSignups.id });
    // Mail jobs, which carry the whole mail: to the leaver one sent, one archived and one
    // queued for later; to someone else one sent. Set up in one transaction, before any worker
    // can fetch them.
    const mailJob = (to: string, subject: string) => ({
      to,
      subject,
      text: `Reset link for ${to}`,
    });
    await db.transaction(async (tx) => {
      await env.ctx.jobs.send(SEND_MAIL, mailJob(leaver.user.email, "job sent"), { tx });
      await env.ctx.jobs.send(SEND_MAIL, mailJob(leaver.user.email, "job archived"), { tx });
      await env.ctx.jobs.send(SEND_MAIL, mailJob(leaver.user.email.toUpperCase(), "job later"), {
        tx,
      });
      await env.ctx.jobs.send(SEND_MAIL, mailJob(other.user.email, "job for other"), { tx });
      await tx.execute(sql`
        update pgboss.job set state = 'completed', completed_on = now()
        where name = ${SEND_MAIL} and data->>'subject' in ('job sent', 'job archived', 'job for other')`);
      await tx.execute(sql`
        update pgboss.job set start_after = now() + interval '1 day'
        where name = ${SEND_MAIL} and data->>'subject' = 'job later'`);
      await tx.execute(sql`
        with moved as (
          delete from pgboss.job where name = ${SEND_MAIL} and data->>'subject' = 'job archived'
          returning *)
        insert into pgboss.archive select moved.*, now() from moved`);
    });
    const mailJobs = async () =>
      (
        await db.execute<{ subject: string }>(sql`
          select data->>'subject' as subject from pgboss.job
          where name = ${SEND_MAIL} and data->>'subject' like 'job %'
          union all
          select data->>'subject' from pgboss.archive
          where name = ${SEND_MAIL} and data->>'subject' like 'job %'
          order by 1`)
      ).rows.map((r) => r.subject);
    expect(await mailJobs()).toEqual(["job archived", "job for other", "job later", "job sent"]);

    await deleteAccount(env.ctx, leaver.user.id);

    // Gone in the deletion's transaction: the mail jobs to the leaver; other people's stay.
    expect(await mailJobs()).toEqual(["job for other"]);
    // The fans' consent to share ends with the artist; the mailed fan's address goes too.
    const fans = await db
      .select({ id: fanSignups.id, email: fanSignups.email, share: fanSignups.shareWithArtist })
      .from(fanSignups)
      .where(eq(fanSignups.releaseId, kept.release.id))
      .orderBy(fanSignups.email);
    expect(fans).toEqual([
      { id: mailedFan?.id, email: `forgotten-${mailedFan?.id}@fans.invalid`, share: false },
      { id: waitingFan?.id, email: "waiting-fan@example.com", share: false },
    ]);
  });
});
