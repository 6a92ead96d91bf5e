import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  accountDeletionRequests,
  accounts,
  artistProfiles,
  auditLog,
  conversationParticipants,
  conversations,
  knownDevices,
  messages,
  notifications,
  releases,
  royaltySplits,
  sessions,
  takedownRequests,
  tracks,
  uploads,
  userBlocks,
  userPrivacySettings,
  userSuspensions,
  users,
  userWarnings,
} from "../../db/schema/index.ts";
import { exportEarnings } from "./exportEarnings.ts";
import { presentPrivacy } from "./privacy.ts";

/**
 * Where each table's rows about a user go in the export. The export test
 * (server/routes/account/export.test.ts) reads the database catalogue and fails when a table
 * that refers to a user is neither here nor in its list of written reasons.
 */
export const EXPORTED_TABLES = {
  users: "user",
  user_privacy_settings: "privacy_settings",
  releases: "releases",
  tracks: "tracks",
  royalty_splits: "royalty_splits",
  messages: "messages",
  uploads: "uploads",
  artist_profiles: "artist_profiles",
  takedown_requests: "takedown_requests",
  notifications: "notifications",
  conversations: "conversations",
  conversation_participants: "conversations",
  user_blocks: "blocks",
  sessions: "sessions",
  known_devices: "known_devices",
  accounts: "accounts",
  account_deletion_requests: "account_deletion_requests",
  audit_log: "audit_log",
  user_warnings: "warnings",
  user_suspensions: "suspensions",
  // Issue 19: the user's money (server/queries/account/exportEarnings.ts).
  ledger_accounts: "earnings",
  journal_entries: "earnings",
  journal_lines: "earnings",
  account_balances: "earnings",
  royalty_statements: "statements",
  payout_requests: "payout_requests",
  payout_details: "payout_details",
} as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything Offbeat stores about one user, in the spec's field names (§7 "Data export"):
 * exported_at, user, privacy_settings, releases, tracks, warnings, suspensions, messages,
 * royalty_splits, then the rest. Never credentials: no password hashes, session tokens,
 * two-factor secrets or storage paths. Read in one read-only snapshot so the parts agree.
 */
export async function exportUserData(db: Db, userId: string, now = new Date()) {
  return db.transaction(
    async (tx) => ({ exported_at: now.toISOString(), ...(await collect(tx, userId)) }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

async function collect(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error("No such user");
  const [privacy] = await tx
    .select()
    .from(userPrivacySettings)
    .where(eq(userPrivacySettings.userId, userId));
  const myReleases = await tx
    .select()
    .from(releases)
    .where(eq(releases.userId, userId))
    .orderBy(asc(releases.createdAt));
  const releaseIds = myReleases.map((r) => r.id);
  const myTracks = releaseIds.length
    ? await tx
        .select()
        .from(tracks)
        .where(inArray(tracks.releaseId, releaseIds))
        .orderBy(asc(tracks.releaseId), asc(tracks.trackNumber))
    : [];
  const trackIds = myTracks.map((t) => t.id);
  const splits = trackIds.length
    ? await tx
        .select()
        .from(royaltySplits)
        .where(inArray(royaltySplits.trackId, trackIds))
        .orderBy(asc(royaltySplits.trackId), asc(royaltySplits.position))
    : [];
  // Splits on other accounts' releases that name this user's address: their share of someone
  // else's track is data about them too (compared as posting does, trimmed and case-blind).
  const namingMe = await tx
    .select({
      split: royaltySplits,
      trackTitle: tracks.title,
      releaseId: releases.id,
      releaseTitle: releases.title,
      artistName: releases.artistName,
    })
    .from(royaltySplits)
    .innerJoin(tracks, eq(tracks.id, royaltySplits.trackId))
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(
      and(
        ne(releases.userId, userId),
        sql`lower(trim(${royaltySplits.collaboratorEmail})) = lower(trim(${user.email}))`,
      ),
    )
    .orderBy(asc(releases.createdAt), asc(royaltySplits.trackId), asc(royaltySplits.position));
  const sent = await tx
    .select()
    .from(messages)
    .where(eq(messages.senderId, userId))
    .orderBy(asc(messages.createdAt));
  const myUploads = await tx
    .select()
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt));
  const aliases = await tx
    .select()
    .from(artistProfiles)
    .where(eq(artistProfiles.userId, userId))
    .orderBy(asc(artistProfiles.name));
  const takedowns = await tx
    .select()
    .from(takedownRequests)
    .where(eq(takedownRequests.userId, userId))
    .orderBy(asc(takedownRequests.createdAt));
  const myNotifications = await tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  const participation = await tx
    .select({ conversation: conversations, participant: conversationParticipants })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(eq(conversationParticipants.userId, userId))
    .orderBy(asc(conversationParticipants.joinedAt));
  const blocks = await tx
    .select()
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(asc(userBlocks.createdAt));
  const mySessions = await tx
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const devices = await tx
    .select()
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(asc(knownDevices.firstSeenAt));
  const myAccounts = await tx.select().from(accounts).where(eq(accounts.userId, userId));
  const deletionRequests = await tx
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.userId, userId))
    .orderBy(asc(accountDeletionRequests.createdAt));
  const audit = await tx
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorId, userId),
        and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, userId)),
      ),
    )
    .orderBy(asc(auditLog.createdAt));
  // Warnings and suspensions the user received (those an admin issued are in their audit_log).
  const warnings = await tx
    .select()
    .from(userWarnings)
    .where(eq(userWarnings.userId, userId))
    .orderBy(asc(userWarnings.createdAt));
  const suspensions = await tx
    .select()
    .from(userSuspensions)
    .where(eq(userSuspensions.userId, userId))
    .orderBy(asc(userSuspensions.createdAt));
  const settings = presentPrivacy(privacy);
  const money = await exportEarnings(tx, userId, user.email);

  return {
    user: {
      id: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      full_name: user.name,
      artist_name: user.artistName,
      bio: user.bio,
      avatar_url: user.image,
      social_links: user.socialLinks,
      role: user.role,
      is_verified: user.isVerified,
      two_factor_enabled: user.twoFactorEnabled,
      is_suspended: user.isSuspended,
      suspension_reason: user.suspensionReason,
      suspended_until: iso(user.suspendedUntil),
      warning_count: user.warningCount,
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    },
    privacy_settings: {
      profile_visibility: settings.profileVisibility,
      marketing_emails: settings.marketingEmails,
      data_sharing_opt_in: settings.dataSharingOptIn,
      updated_at: settings.updatedAt,
    },
    releases: myReleases.map((r) => ({
      id: r.id,
      title: r.title,
      artist_name: r.artistName,
      release_type: r.releaseType,
      genre: r.genre,
      subgenre: r.subgenre,
      release_date: r.releaseDate,
      description: r.description,
      artwork_upload_id: r.artworkUploadId,
      upc: r.upc,
      total_tracks: r.totalTracks,
      status: r.status,
      admin_notes: r.adminNotes,
      copyright_status: r.copyrightStatus,
      metadata: r.metadata,
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
    })),
    tracks: myTracks.map((t) => ({
      id: t.id,
      release_id: t.releaseId,
      track_number: t.trackNumber,
      title: t.title,
      duration: t.duration,
      audio_upload_id: t.audioUploadId,
      explicit: t.explicit,
      isrc: t.isrc,
      lyrics: t.lyrics,
      credits: t.credits,
      created_at: iso(t.createdAt),
      updated_at: iso(t.updatedAt),
    })),
    warnings: warnings.map((w) => ({
      id: w.id,
      reason: w.reason,
      severity: w.severity,
      created_at: iso(w.createdAt),
      expires_at: iso(w.expiresAt),
      acknowledged_at: iso(w.acknowledgedAt),
    })),
    suspensions: suspensions.map((x) => ({
      id: x.id,
      reason: x.reason,
      suspension_type: x.suspensionType,
      suspended_until: iso(x.suspendedUntil),
      is_active: x.isActive,
      tos_agreed: x.tosAgreed,
      created_at: iso(x.createdAt),
      lifted_at: iso(x.liftedAt),
    })),
    messages: sent.map((m) => ({
      id: m.id,
      conversation_id: m.conversationId,
      content: m.content,
      message_type: m.messageType,
      created_at: iso(m.createdAt),
      updated_at: iso(m.updatedAt),
    })),
    royalty_splits: splits.map((s) => ({
      id: s.id,
      track_id: s.trackId,
      collaborator_name: s.collaboratorName,
      collaborator_email: s.collaboratorEmail,
      role: s.role,
      percentage: Number(s.percentage),
      position: s.position,
    })),
    royalty_splits_naming_me: namingMe.map((row) => ({
      id: row.split.id,
      release_id: row.releaseId,
      release_title: row.releaseTitle,
      artist_name: row.artistName,
      track_id: row.split.trackId,
      track_title: row.trackTitle,
      collaborator_name: row.split.collaboratorName,
      collaborator_email: row.split.collaboratorEmail,
      role: row.split.role,
      percentage: Number(row.split.percentage),
    })),
    uploads: myUploads.map((u) => ({
      id: u.id,
      kind: u.kind,
      original_name: u.originalName,
      content_type: u.contentType,
      size_bytes: u.sizeBytes,
      sha256: u.sha256,
      duration_seconds: u.durationSeconds,
      sample_rate: u.sampleRate,
      bit_depth: u.bitDepth,
      channels: u.channels,
      codec: u.codec,
      lossless: u.lossless,
      width: u.width,
      height: u.height,
      color_space: u.colorSpace,
      created_at: iso(u.createdAt),
    })),
    artist_profiles: aliases.map((a) => ({ id: a.id, name: a.name, created_at: iso(a.createdAt) })),
    takedown_requests: takedowns.map((t) => ({
      id: t.id,
      release_id: t.releaseId,
      reason: t.reason,
      status: t.status,
      created_at: iso(t.createdAt),
    })),
    notifications: myNotifications.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.message,
      is_read: n.isRead,
      created_at: iso(n.createdAt),
    })),
    conversations: participation.map(({ conversation: c, participant: p }) => ({
      id: c.id,
      is_group_chat: c.isGroupChat,
      title: c.title,
      created_by_me: c.createdBy === userId,
      created_at: iso(c.createdAt),
      participation: {
        is_active: p.isActive,
        joined_at: iso(p.joinedAt),
        last_read_at: iso(p.lastReadAt),
      },
    })),
    blocks: blocks.map((b) => ({ blocked_user_id: b.blockedId, created_at: iso(b.createdAt) })),
    sessions: mySessions.map((s) => ({
      created_at: iso(s.createdAt),
      updated_at: iso(s.updatedAt),
      expires_at: iso(s.expiresAt),
      ip_address: s.ipAddress,
      user_agent: s.userAgent,
    })),
    known_devices: devices.map((d) => ({
      device: d.device,
      first_seen_at: iso(d.firstSeenAt),
      last_seen_at: iso(d.lastSeenAt),
    })),
    accounts: myAccounts.map((a) => ({
      provider_id: a.providerId,
      created_at: iso(a.createdAt),
      updated_at: iso(a.updatedAt),
    })),
    account_deletion_requests: deletionRequests.map((d) => ({
      id: d.id,
      reason: d.reason,
      status: d.status,
      created_at: iso(d.createdAt),
      updated_at: iso(d.updatedAt),
    })),
    audit_log: audit.map((a) => ({
      id: a.id,
      action: a.action,
      by_me: a.actorId === userId,
      target_type: a.targetType,
      target_id: a.targetId,
      details: a.details,
      created_at: iso(a.createdAt),
    })),
    ...money,
  };
}
