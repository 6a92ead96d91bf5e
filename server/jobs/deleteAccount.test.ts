import { DELETED_MESSAGE_CONTENT } from "@common/account.ts";
import { eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deleteAccount } from "../commands/account/deleteAccount.ts";
import { writeAudit } from "../commands/audit.ts";
import {
  accountDeletionRequests,
  accounts,
  artistProfiles,
  auditLog,
  conversationParticipants,
  conversations,
  messages,
  notifications,
  releases,
  royaltySplits,
  sessions,
  takedownRequests,
  tracks,
  twoFactors,
  uploads,
  userBlocks,
  userPrivacySettings,
  users,
} from "../db/schema/index.ts";
import {
  call,
  ingestFile,
  insertConversation,
  insertRelease,
  signedIn,
  uploadAvatar,
} from "../routes/account/accountTestKit.ts";
import { makeImage, makeWav } from "../test/media.ts";
import { createTestEnv, signIn, type TestEnv } from "../test/support.ts";
import { type UploadRow, uploadKeys } from "../uploads/ingest.ts";

/**
 * Deleting an account from start to finish: what goes, what the label keeps (anonymised), and a
 * retried job that changes nothing. The job's checks before it deletes, and what it removes from
 * other people's records, are in deleteAccountChecksAndCopies.test.ts; its mail jobs and the
 * fans of kept releases in deleteAccountJobsAndFans.test.ts.
 */
let env: TestEnv;
beforeAll(async () => {
  // No session cache: "the old cookie gets 401" is checked the moment the job is done.
  env = await createTestEnv({ SESSION_CACHE_MS: "0" });
});
afterAll(async () => {
  await env?.close();
});

const upload = (userId: string, kind: "audio" | "artwork", bytes: Buffer) =>
  ingestFile(env, userId, kind, bytes);
const stored = async (row: UploadRow) =>
  Promise.all(uploadKeys(row).map((key) => env.ctx.storage.exists(key)));

async function waitUntilDeleted(userId: string) {
  for (let i = 0; i < 200; i++) {
    const [row] = await env.ctx.database.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.deletedAt) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the account was not deleted");
}

describe("deleting an account when an admin completes its deletion request", () => {
  it("removes personal data, sign-in, files and message text; keeps the label's records, anonymised", async () => {
    const db = env.ctx.database.db;
    const admin = await signedIn(env, "admin");
    const leaver = await signedIn(env, "artist", "Lea Leaver");
    const other = await signedIn(env, "artist", "Otto Other");
    const leaverId = leaver.user.id;

    // --- What the leaver has built up ---
    const avatar = await uploadAvatar(env, leaver.cookie);
    const avatarUrl: string = avatar.json().profile.avatarUrl;
    const avatarKey = `avatars/${leaverId}/${new URL(avatarUrl, "http://x").searchParams.get("v")}.webp`;
    expect(await env.ctx.storage.exists(avatarKey)).toBe(true);
    await call(env, "PUT", "/api/account/privacy", {
      cookie: leaver.cookie,
      payload: { profileVisibility: "private", marketingEmails: false, dataSharingOptIn: true },
    });
    await db
      .insert(artistProfiles)
      .values({ userId: leaverId, name: "Lea Solo", nameKey: "Lea Solo" });
    await db.insert(notifications).values({ userId: leaverId, title: "Hi", message: "Welcome" });
    await db.insert(twoFactors).values({ userId: leaverId, secret: "s", backupCodes: "b" });
    await db.insert(userBlocks).values({ blockerId: leaverId, blockedId: other.user.id });

    const draftArtwork = await upload(
      leaverId,
      "artwork",
      await makeImage({ width: 64, height: 64 }),
    );
    const draftAudio = await upload(leaverId, "audio", makeWav({ seconds: 1 }));
    const orphan = await upload(leaverId, "audio", makeWav({ seconds: 1, frequency: 220 }));
    const draft = await insertRelease(db, leaverId, "draft", {
      title: "Unfinished",
      artworkUploadId: draftArtwork.id,
      tracks: [
        {
          title: "Sketch",
          audioUploadId: draftAudio.id,
          splits: [{ name: "Lea", percentage: 100 }],
        },
      ],
    });
    const submitted = await insertRelease(db, leaverId, "submitted", {
      tracks: [{ title: "Waiting" }],
    });

    const keptArtwork = await upload(
      leaverId,
      "artwork",
      await makeImage({ width: 80, height: 80, colour: { r: 1, g: 2, b: 3 } }),
    );
    const keptAudio = await upload(leaverId, "audio", makeWav({ seconds: 1, frequency: 330 }));
    const kept = await insertRelease(db, leaverId, "distributed", {
      title: "The Hit",
      artworkUploadId: keptArtwork.id,
      tracks: [
        {
          title: "Hit Song",
          audioUploadId: keptAudio.id,
          splits: [
            { name: "Lea Leaver", email: leaver.user.email.toUpperCase(), percentage: 60 },
            { name: "Pat Producer", email: "pat@example.com", percentage: 40 },
          ],
        },
      ],
    });
    await db
      .insert(takedownRequests)
      .values({ releaseId: kept.release.id, userId: leaverId, reason: "Changed my mind" });

    const chat = await insertConversation(db, [leaverId, other.user.id]);
    await writeAudit(db, {
      actorId: leaverId,
      action: "SOMETHING_LEA_DID",
      targetType: "release",
      targetId: kept.release.id,
    });

    // Mail sent to the leaver, and to someone else (no SMTP here: files in DATA_DIR/mail).
    const mailTo = (to: string) =>
      env.ctx.mailer.send({ to, subject: `Statement for ${to}`, text: "Your statement" });
    await mailTo(leaver.user.email.toUpperCase());
    await mailTo(other.user.email);
    const mailboxTo = async (to: string) =>
      ((await env.ctx.mailbox?.list()) ?? []).filter(
        (mail) => mail.to.toLowerCase() === to.toLowerCase(),
      );
    expect(await mailboxTo(leaver.user.email)).not.toEqual([]);

    const termination = await call(env, "POST", "/api/account/termination", {
      cookie: leaver.cookie,
      payload: { reason: "I am leaving music" },
    });
    const requestId: string = termination.json().request.id;

    // --- The admin completes the request; the job does the rest ---
    const published = vi.spyOn(env.ctx.hub, "publishAll");
    const publishedOne = vi.spyOn(env.ctx.hub, "publish");
    const done = await call(env, "PATCH", `/api/admin/deletion-requests/${requestId}`, {
      cookie: admin.cookie,
      payload: { status: "completed" },
    });
    expect(done.statusCode).toBe(200);
    await waitUntilDeleted(leaverId);
    // Chats open elsewhere are told to refetch the conversation whose messages changed.
    const events = published.mock.calls.flatMap(([list]) => list);
    expect(events).toContainEqual(
      expect.objectContaining({
        topic: `conversation:${chat.id}`,
        event: "message.updated",
        data: expect.objectContaining({ conversationId: chat.id }),
      }),
    );
    published.mockRestore();
    // Admins' Deletion Requests list is told the account has gone.
    expect(publishedOne).toHaveBeenCalledWith(
      "admins",
      "deletion-requests.changed",
      { userId: leaverId },
      expect.objectContaining({ tx: expect.anything() }),
    );
    publishedOne.mockRestore();

    // Gone: sign-in. The old cookie is refused; the password no longer works.
    expect((await call(env, "GET", "/api/me", { cookie: leaver.cookie })).statusCode).toBe(401);
    await expect(signIn(env, leaver.user.email, leaver.user.password)).rejects.toThrow();
    for (const table of [sessions, accounts, twoFactors])
      expect(await db.select().from(table).where(eq(table.userId, leaverId))).toEqual([]);

    // Gone: the mails to the leaver in the mail folder (removed just after the commit the
    // tombstone is seen by); other people's stay.
    await expect.poll(() => mailboxTo(leaver.user.email)).toEqual([]);
    expect((await mailboxTo(other.user.email)).map((mail) => mail.subject)).toContain(
      `Statement for ${other.user.email}`,
    );

    // Gone: personal rows.
    expect(
      await db.select().from(userPrivacySettings).where(eq(userPrivacySettings.userId, leaverId)),
    ).toEqual([]);
    expect(
      await db.select().from(artistProfiles).where(eq(artistProfiles.userId, leaverId)),
    ).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, leaverId))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(userBlocks)
        .where(or(eq(userBlocks.blockerId, leaverId), eq(userBlocks.blockedId, leaverId))),
    ).toEqual([]);

    // Gone: releases the label does not keep, with tracks, splits and files; the orphan upload.
    const goneReleases = [draft.release.id, submitted.release.id];
    expect(await db.select().from(releases).where(inArray(releases.id, goneReleases))).toEqual([]);
    expect(await db.select().from(tracks).where(inArray(tracks.releaseId, goneReleases))).toEqual(
      [],
    );
    expect(
      await db.select().from(royaltySplits).where(inArray(royaltySplits.trackId, draft.trackIds)),
    ).toEqual([]);
    const goneUploads = [draftArtwork, draftAudio, orphan];
    expect(
      await db
        .select()
        .from(uploads)
        .where(
          inArray(
            uploads.id,
            goneUploads.map((u) => u.id),
          ),
        ),
    ).toEqual([]);
    for (const row of goneUploads)
      expect(await stored(row)).toEqual(uploadKeys(row).map(() => false));
    expect(await env.ctx.storage.exists(avatarKey)).toBe(false);
    expect((await call(env, "GET", avatarUrl, { cookie: admin.cookie })).statusCode).toBe(404);

    // Messages: the text and the sender go; the other side keeps the conversation and its own words.
    const chatMessages = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, chat.id));
    const fromLeaver = chatMessages.filter((m) => m.content !== `hello from ${other.user.id}`);
    expect(fromLeaver).toHaveLength(1);
    expect(fromLeaver[0]).toMatchObject({ senderId: null, content: DELETED_MESSAGE_CONTENT });
    expect(chatMessages.some((m) => m.senderId === other.user.id)).toBe(true);
    expect(JSON.stringify(chatMessages)).not.toContain(leaverId);
    const members = await db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, chat.id));
    expect(members).toEqual([{ userId: other.user.id }]);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, chat.id));
    expect(conversation?.createdBy).toBeNull();
    const theirView = await call(env, "GET", `/api/conversations/${chat.id}/messages`, {
      cookie: other.cookie,
    });
    expect(theirView.statusCode).toBe(200);

    // Kept, anonymised: the users row as a tombstone.
    const [tombstone] = await db.select().from(users).where(eq(users.id, leaverId));
    expect(tombstone).toMatchObject({
      email: `deleted-${leaverId}@deleted.invalid`,
      name: "Deleted user",
      artistName: null,
      image: null,
      bio: null,
      socialLinks: {},
      emailVerified: false,
      role: "artist",
    });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);

    // Kept: the distributed release, its track, splits and files (financial records).
    const [keptRelease] = await db.select().from(releases).where(eq(releases.id, kept.release.id));
    expect(keptRelease).toMatchObject({
      status: "distributed",
      userId: leaverId,
      title: "The Hit",
    });
    const keptSplits = await db
      .select()
      .from(royaltySplits)
      .where(inArray(royaltySplits.trackId, kept.trackIds));
    expect(
      keptSplits.map((s) => [s.collaboratorName, s.collaboratorEmail, Number(s.percentage)]).sort(),
    ).toEqual([
      ["Lea Leaver", null, 60],
      ["Pat Producer", "pat@example.com", 40],
    ]);
    for (const row of [keptArtwork, keptAudio]) {
      expect(
        await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, row.id)),
      ).toHaveLength(1);
      expect((await stored(row)).every(Boolean)).toBe(true);
    }
    const [takedown] = await db
      .select()
      .from(takedownRequests)
      .where(eq(takedownRequests.releaseId, kept.release.id));
    expect(takedown?.userId).toBeNull();

    // Kept: audit entries (the leaver's own without its actor) and the deletion request.
    const [ownEntry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "SOMETHING_LEA_DID"));
    expect(ownEntry).toMatchObject({ actorId: null, targetId: kept.release.id });
    const [adminEntry] = await db.select().from(auditLog).where(eq(auditLog.targetId, requestId));
    expect(adminEntry).toMatchObject({
      action: "UPDATE_DELETION_REQUEST",
      actorId: admin.user.id,
      details: { from: "pending", to: "completed" },
    });
    const [request] = await db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, requestId));
    expect(request).toMatchObject({ status: "completed", reason: null, userId: leaverId });
    const adminList = await call(env, "GET", "/api/admin/deletion-requests", {
      cookie: admin.cookie,
    });
    expect(adminList.json().items[0]).toMatchObject({
      id: requestId,
      status: "completed",
      user: {
        deleted: true,
        fullName: "Deleted user",
        email: `deleted-${leaverId}@deleted.invalid`,
      },
    });

    // The deleted account counts as no one's, and the address can sign up again.
    const stats = await call(env, "GET", "/api/admin/stats", { cookie: admin.cookie });
    const everyone = await db.select({ id: users.id, deletedAt: users.deletedAt }).from(users);
    expect(stats.json().users.total).toBe(everyone.filter((u) => !u.deletedAt).length);
    const again = await call(env, "POST", "/api/auth/sign-up", {
      payload: {
        email: leaver.user.email,
        password: "a brand new password",
        fullName: "Lea Again",
        artistName: "Lea Returns",
      },
    });
    expect(again.statusCode).toBeLessThan(300);

    // Running the deletion again (a retried job) changes nothing that was kept.
    await deleteAccount(env.ctx, leaverId);
    expect(await db.select().from(releases).where(eq(releases.id, kept.release.id))).toHaveLength(
      1,
    );
    const [still] = await db.select().from(users).where(eq(users.id, leaverId));
    expect(still?.deletedAt?.getTime()).toBe(tombstone?.deletedAt?.getTime());
  });
});
