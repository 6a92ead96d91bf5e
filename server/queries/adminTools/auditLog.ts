import { UUID_PATTERN } from "@common/ids.ts";
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  accountDeletionRequests,
  announcements,
  artistProfiles,
  auditLog,
  broadcasts,
  payoutRequests,
  releases,
  royaltyReports,
  tracks,
  users,
} from "../../db/schema/index.ts";
import { exactTime, olderThan } from "../../lib/cursor.ts";

const subjectUser = alias(users, "subject_user");
const payoutUser = alias(users, "payout_user");

/**
 * The entry's target id as a uuid when its target type is `type`, else null. target_id is text
 * (a feature flag's target is its key), so the cast is guarded: the join can use the primary key
 * of the table it points at, and a row with an odd id finds nothing instead of failing the page.
 */
const targetUuid = (type: string) =>
  sql<string | null>`(case when ${auditLog.targetType} = ${type}
    and ${auditLog.targetId} ~* ${UUID_PATTERN.source}
    then ${auditLog.targetId}::uuid end)`;

/**
 * One page of the audit log, newest first, in ONE query: each entry with its actor and what its
 * target is called today (the user, through the deletion request for one; the release,
 * announcement, broadcast or artist name; the store report, track or withdrawal). A target whose row is gone joins nothing; the
 * presenter then falls back to what the entry's details kept. `limit + 1` rows for keysetPage.
 */
export function auditLogPage(db: Db, limit: number, from?: { time: string; id: string }) {
  return (
    db
      .select({
        entry: auditLog,
        cursorTime: exactTime(auditLog.createdAt),
        actor: { id: users.id, name: users.name, email: users.email },
        user: {
          name: subjectUser.name,
          email: subjectUser.email,
          deletedAt: subjectUser.deletedAt,
        },
        release: { title: releases.title },
        announcement: { title: announcements.title },
        broadcast: { title: broadcasts.title },
        artistProfile: { name: artistProfiles.name },
        report: { fileName: royaltyReports.fileName },
        track: { title: tracks.title },
        payout: {
          amount: payoutRequests.amount,
          currency: payoutRequests.currency,
          artist: payoutUser.name,
        },
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(
        accountDeletionRequests,
        eq(accountDeletionRequests.id, targetUuid("account_deletion_request")),
      )
      .leftJoin(
        subjectUser,
        eq(subjectUser.id, sql`coalesce(${targetUuid("user")}, ${accountDeletionRequests.userId})`),
      )
      .leftJoin(releases, eq(releases.id, targetUuid("release")))
      .leftJoin(announcements, eq(announcements.id, targetUuid("announcement")))
      .leftJoin(broadcasts, eq(broadcasts.id, targetUuid("broadcast")))
      .leftJoin(artistProfiles, eq(artistProfiles.id, targetUuid("artist_profile")))
      // Issue 19: store reports, tracks lines were assigned to, and withdrawals.
      .leftJoin(royaltyReports, eq(royaltyReports.id, targetUuid("royalty_report")))
      .leftJoin(tracks, eq(tracks.id, targetUuid("track")))
      .leftJoin(payoutRequests, eq(payoutRequests.id, targetUuid("payout")))
      .leftJoin(payoutUser, eq(payoutUser.id, payoutRequests.userId))
      .where(from ? olderThan(auditLog.createdAt, auditLog.id, from) : undefined)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit + 1)
  );
}
