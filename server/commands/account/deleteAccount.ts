import { DELETED_MESSAGE_CONTENT } from "@common/account.ts";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import {
  accountDeletionRequests,
  accounts,
  artistProfiles,
  auditLog,
  conversationParticipants,
  conversations,
  earningsNotices,
  fanSignups,
  knownDevices,
  ledgerAccounts,
  messages,
  notifications,
  payoutDetails,
  payoutRequests,
  releases,
  royaltyInvitations,
  sessions,
  takedownRequests,
  twoFactors,
  uploads,
  userBlocks,
  userPrivacySettings,
  userSuspensions,
  users,
  userWarnings,
  verifications,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { JOB_SCHEMA } from "../../lib/jobQueue.ts";
import { SEND_MAIL } from "../../mail/mailer.ts";
import { smartLinkArtworkKeys } from "../../smartLinks/artwork.ts";
import { forgottenFanEmail } from "../../smartLinks/fanErasure.ts";
import { avatarKey, avatarNameFrom } from "../../storage/avatarKeys.ts";
import { deleteFiles } from "../../storage/deleteFiles.ts";
import { uploadKeys } from "../../uploads/ingest.ts";
import { writeAudit } from "../audit.ts";
import { conversationTopic } from "../messaging/events.ts";
import { refuseWhileMoneyHeld } from "./moneyBeforeDeletion.ts";

const DELETED_USER_NAME = "Deleted user";
const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * The user's uploads no kept release uses: these rows and their files go. Approved and
 * distributed releases stay after the artist leaves: they are (or are about to be) in the
 * stores, and their splits are the basis of royalty accounting.
 */
const removableUploads = (userId: string) => sql`
  select u.id, u.storage_key, u.renditions from uploads u
  where u.user_id = ${userId}::uuid
    and not exists (
      select 1 from releases r
      where r.artwork_upload_id = u.id and r.status in ('approved', 'distributed'))
    and not exists (
      select 1 from tracks t join releases r on r.id = t.release_id
      where t.audio_upload_id = u.id and r.status in ('approved', 'distributed'))`;

type UploadKeyRow = { id: string; storage_key: string; renditions: Record<string, string> };
// The smart-link page's JPEG copies of an artwork upload are named by its id, not listed in
// `renditions`: they go with the upload too.
const keysOf = (rows: UploadKeyRow[]) =>
  rows.flatMap((r) => [
    ...uploadKeys({ storageKey: r.storage_key, renditions: r.renditions }),
    ...smartLinkArtworkKeys(r.id),
  ]);

/** A literal for a PostgreSQL regular expression (ARE) that matches `text` as it is. */
const regexLiteral = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
/** `text` as it appears inside a JSON string, which is how jsonb::text shows it. */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * Whether the job should still delete (issue: an admin's "completed" clicked by mistake, or money
 * booked after it). Called in each of the job's transactions, with the request row locked: an
 * admin changing the status waits for the transaction, and the transaction sees their change.
 * When money is held the request goes back in progress (it shows in the admins' open list again)
 * with an audit entry naming the amount in the words an admin completing it would have seen.
 */
async function stillWanted(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  requestId: string,
): Promise<boolean> {
  const [request] = await tx
    .select({ status: accountDeletionRequests.status, userId: accountDeletionRequests.userId })
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.id, requestId))
    .for("update");
  if (request?.status !== "completed" || request.userId !== userId) {
    ctx.log.info(
      { userId, requestId, status: request?.status ?? null },
      "account deletion skipped: the request is no longer completed",
    );
    return false;
  }
  const [user] = await tx
    .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  // A tombstone has nothing left to hold money for; a rerun only finishes what is left.
  if (!user || user.deletedAt) return user !== undefined;
  try {
    await refuseWhileMoneyHeld(tx, user, "staff");
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    ctx.log.warn({ userId, requestId, reason: error.message }, "account deletion stopped");
    // Back to in progress unless the user has opened another request meanwhile (one open
    // request a user: that one is then what staff see).
    await tx.execute(sql`
      update account_deletion_requests r set status = 'in_progress', updated_at = now()
      where r.id = ${requestId}::uuid and not exists (
        select 1 from account_deletion_requests o
        where o.user_id = r.user_id and o.id <> r.id and o.status in ('pending', 'in_progress'))`);
    await writeAudit(tx, {
      actorId: null,
      action: "DELETION_STOPPED_MONEY_HELD",
      targetType: "account_deletion_request",
      targetId: requestId,
      details: { from: "completed", to: "in_progress", userId, reason: error.message },
    });
    await ctx.hub.publish("admins", "deletion-requests.changed", { userId }, { tx });
    return false;
  }
}

/**
 * Deletes an account (docs/ARCHITECTURE.md "Account deletion"). Idempotent: a retry, or a second
 * completed request, finds nothing left to do and changes nothing kept.
 *
 * Gone: sign-in (sessions, known devices, password, two-factor, reset tokens), profile data,
 * avatar and upload files, privacy settings, artist aliases, notifications, blocks, conversation
 * memberships, the text of every message sent, every release that is not approved or
 * distributed (with its tracks, splits, takedown requests and files), the mail jobs to them
 * (queued, finished and archived), and, without SMTP, the mails to them kept in DATA_DIR/mail.
 * Fans of kept releases no longer share their address with the leaver, and those already mailed
 * on release day lose theirs.
 * Kept, anonymised: the users row as a tombstone (so ids the label keeps stay valid), approved
 * and distributed releases with their tracks, splits and files, audit entries (actor removed,
 * the leaver's address scrubbed from their details), every split (anyone's) without the leaver's
 * address, and the deletion requests (reason removed, status completed).
 * Money (issue 19): the ledger is kept whole (append-only; its accounts point at the tombstone,
 * a collaborator's held-for-invite account and invitation get the tombstone address), and so are
 * statements and payout requests (bookkeeping records); the saved payout details go, and so do
 * the sealed copies each payout request made of them. A request is refused while money is owed
 * or held (moneyBeforeDeletion.ts), so the balances are zero.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  options: {
    /**
     * The deletion request the job runs for: deletion goes ahead only while it is still
     * completed and the ledger holds no money for the user. Direct runs (tests) leave it out.
     */
    requestId?: string;
  } = {},
): Promise<void> {
  const { requestId } = options;
  const db = ctx.database.db;
  // One transaction, from the check to the tombstone: a status change or money booked before it
  // takes the request's lock stops the deletion with nothing removed, sign-in included. Files go
  // after the commit, when no row names them any more; one whose delete fails is logged and the
  // storage sweep removes it (jobs/cleanupUploads.ts).
  const keys = await db.transaction(async (tx) => {
    if (requestId && !(await stillWanted(ctx, tx, userId, requestId))) return null;
    const [user] = await tx
      .select({ id: users.id, email: users.email, image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    // Password-reset tokens carry the user id as their value.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    // Live sockets close at commit, on every process, and no process keeps a cached session.
    await ctx.hub.disconnectUser(userId, "sessionEnded", { tx });
    const avatar = avatarNameFrom(user.image);
    return {
      email: user.email,
      files: [
        ...(await eraseRows(ctx, tx, userId, user.email)),
        ...(avatar ? [avatarKey(userId, avatar)] : []),
      ],
    };
  });
  if (!keys) return;
  await deleteFiles(ctx.storage, ctx.log, keys.files, "account deleted");
  // Without SMTP the mails sent to the leaver are files in DATA_DIR/mail: they go too. A rerun
  // reads the tombstone's address and finds none, so a failure here is logged, not retried.
  await ctx.mailbox?.forget(keys.email).catch((error: unknown) => {
    ctx.log.warn(
      { err: error, userId },
      "account deleted; its mails in the mail folder were not removed",
    );
  });
}

async function eraseRows(ctx: AppContext, tx: Tx, userId: string, email: string) {
  const now = new Date();
  const [profile] = await tx
    .select({ name: users.name, artistName: users.artistName })
    .from(users)
    .where(eq(users.id, userId));
  await tx.delete(userPrivacySettings).where(eq(userPrivacySettings.userId, userId));
  await tx.delete(artistProfiles).where(eq(artistProfiles.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  // Moderation records about the leaver go; what admins did stays in the audit log.
  await tx.delete(userWarnings).where(eq(userWarnings.userId, userId));
  await tx.delete(userSuspensions).where(eq(userSuspensions.userId, userId));
  await tx
    .delete(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));

  // Messages: the other participants keep the conversation; the text and the sender go.
  const changed = await tx
    .update(messages)
    .set({ content: DELETED_MESSAGE_CONTENT, senderId: null, updatedAt: now })
    .where(eq(messages.senderId, userId))
    .returning({ conversationId: messages.conversationId, id: messages.id });
  // Chats open elsewhere refetch their messages (an event without the message asks for that),
  // one event per conversation, sent at commit.
  const byConversation = new Map(changed.map((m) => [m.conversationId, m.id]));
  await ctx.hub.publishAll(
    [...byConversation].map(([conversationId, messageId]) => ({
      topic: conversationTopic(conversationId),
      event: "message.updated" as const,
      data: { conversationId, messageId },
    })),
    { tx },
  );
  const memberships = await tx
    .delete(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId))
    .returning({ conversationId: conversationParticipants.conversationId });
  for (const { conversationId } of memberships)
    await ctx.hub.revoke(conversationTopic(conversationId), userId, { tx });
  await tx
    .update(conversations)
    .set({ createdBy: null })
    .where(eq(conversations.createdBy, userId));

  // Releases the label does not keep go with their tracks, splits and takedowns (cascade).
  await tx
    .delete(releases)
    .where(
      and(eq(releases.userId, userId), sql`${releases.status} not in ('approved', 'distributed')`),
    );
  const removed = await tx.execute<UploadKeyRow>(removableUploads(userId));
  if (removed.rows.length)
    await tx.delete(uploads).where(
      inArray(
        uploads.id,
        removed.rows.map((r) => r.id),
      ),
    );

  // Kept releases: the splits are financial records, but the leaver's address goes from every
  // split naming it, other owners' too (compared as posting's normalEmail does): a split that
  // kept it would hold the share for the address and invite the deleted person at the next
  // posting. With no email a split's share goes to the release owner; the name stays.
  // Drafts among them get a new version, so a builder tab opened before saves no stale copy of
  // the address back (saveRelease.ts refuses a save based on an older version).
  await tx.execute(sql`
    with scrubbed as (
      update royalty_splits set collaborator_email = null
      where lower(trim(collaborator_email)) = lower(trim(${email}))
      returning track_id)
    update releases r
    set updated_at = greatest(now(), r.updated_at + interval '1 millisecond')
    where r.status = 'draft'
      and r.id in (select t.release_id from tracks t join scrubbed s on s.track_id = t.id)`);
  // Fans of kept releases agreed to share their address with this artist, who has gone: the
  // consent ends, and the address of a fan already mailed on release day with it (fanErasure.ts).
  // Fans still waiting for release day keep theirs until that mail.
  await tx
    .update(fanSignups)
    .set({
      shareWithArtist: false,
      email: sql`case when ${fanSignups.notifiedAt} is null then ${fanSignups.email} else ${forgottenFanEmail} end`,
    })
    .where(
      inArray(
        fanSignups.releaseId,
        tx.select({ id: releases.id }).from(releases).where(eq(releases.userId, userId)),
      ),
    );
  await tx
    .update(takedownRequests)
    .set({ userId: null })
    .where(eq(takedownRequests.userId, userId));
  await tx.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, userId));
  // Entries written about the leaver name them in their text ("SEK 10.00 from Jane Doe
  // (jane@x.com) to …", a ledger correction): "Name (email)" and the bare address become the
  // tombstone's name. Done on jsonb's text, so the patterns are the JSON-escaped forms.
  const address = regexLiteral(inJson(email));
  const names = [profile?.artistName, profile?.name]
    .filter((n): n is string => Boolean(n))
    .map((n) => regexLiteral(inJson(n)));
  // Leftmost match wins, so "Name (email)" goes whole before the bare address is tried.
  const pattern = names.length ? `(?:${names.join("|")}) \\(${address}\\)|${address}` : address;
  await tx.execute(sql`
    update audit_log
    set details = regexp_replace(details::text, ${pattern}, ${DELETED_USER_NAME}, 'gi')::jsonb
    where strpos(lower(details::text), lower(${inJson(email)})) > 0`);
  await tx.delete(payoutDetails).where(eq(payoutDetails.userId, userId));
  // Each request sealed its own copy of the details: those go too. The rest of the request
  // (method, masked details, amount, reference, dates) is bookkeeping and stays. None is still
  // waiting to be paid: deletion is refused while a withdrawal is in progress.
  await tx
    .update(payoutRequests)
    .set({ sealedDetails: null })
    .where(eq(payoutRequests.userId, userId));
  await tx.delete(earningsNotices).where(eq(earningsNotices.userId, userId));
  // Mail jobs to the leaver keep the mail whole (links, names, amounts) until pg-boss drops
  // them a week later: finished ones go now, from the archive too, and queued ones are never
  // sent. One being sent at this moment is left to its worker.
  await tx.execute(sql`
    delete from ${sql.identifier(JOB_SCHEMA)}.job
    where name = ${SEND_MAIL} and state <> 'active' and lower(data->>'to') = lower(${email})`);
  await tx.execute(sql`
    delete from ${sql.identifier(JOB_SCHEMA)}.archive
    where name = ${SEND_MAIL} and lower(data->>'to') = lower(${email})`);
  // The leaver's address leaves the ledger's owner columns too (the history stays).
  await tx
    .update(ledgerAccounts)
    .set({ email: tombstoneEmail(userId) })
    .where(and(eq(ledgerAccounts.kind, "held_for_invite"), eq(ledgerAccounts.email, email)));
  await tx
    .update(royaltyInvitations)
    .set({ email: tombstoneEmail(userId) })
    .where(eq(royaltyInvitations.email, email));
  await tx
    .update(accountDeletionRequests)
    .set({ reason: null, updatedAt: now })
    .where(eq(accountDeletionRequests.userId, userId));
  await tx
    .update(accountDeletionRequests)
    .set({ status: "completed" })
    .where(
      and(
        eq(accountDeletionRequests.userId, userId),
        inArray(accountDeletionRequests.status, ["pending", "in_progress"]),
      ),
    );
  // Admins looking at Deletion Requests see the account go when it has gone, not at the next
  // load (the request was marked completed before this job ran).
  await ctx.hub.publish("admins", "deletion-requests.changed", { userId }, { tx });

  // The tombstone: no personal data, cannot sign in, listed nowhere (email unconfirmed).
  await tx
    .update(users)
    .set({
      email: tombstoneEmail(userId),
      emailVerified: false,
      name: DELETED_USER_NAME,
      artistName: null,
      image: null,
      bio: null,
      socialLinks: {},
      role: "artist",
      isVerified: false,
      twoFactorEnabled: false,
      isSuspended: false,
      suspensionReason: null,
      suspendedUntil: null,
      warningCount: 0,
      deletedAt: sql`coalesce(${users.deletedAt}, now())`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return keysOf(removed.rows);
}
