/**
 * The rows a posting reads: matched lines summed per track or release (SQL's numeric sum is
 * exact), the tracks they book to with their release owners, the tracks' splits and the
 * accounts the splits' emails belong to. A constant number of statements per posting.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { SplitRow } from "./bookingPlan.ts";

/** Which lines of the report: every matched one, or only these (staff assigned them). */
export function lineFilter(reportId: string, lineIds?: readonly number[]): SQL {
  const base = sql`report_id = ${reportId} and state = 'matched'`;
  if (!lineIds) return base;
  const ids = sql.join(
    lineIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${base} and id in (${ids})`;
}

export interface LineGroup {
  /** Set for lines matched to a track (by ISRC, or assigned by staff). */
  trackId: string | null;
  /** Set (and trackId null) for lines matched only to a release (by UPC). */
  releaseId: string | null;
  /** The exact sum of the lines' ledger amounts, as PostgreSQL wrote it. */
  total: string;
  lines: number;
}

export async function lineGroups(tx: Tx, filter: SQL): Promise<LineGroup[]> {
  const result = await tx.execute<{
    track_id: string | null;
    release_id: string | null;
    total: string;
    lines: number;
  }>(sql`
    select track_id, case when track_id is null then release_id end as release_id,
           sum(ledger_amount)::text as total, count(*)::int as lines
    from royalty_report_lines
    where ${filter} and (track_id is not null or release_id is not null)
    group by 1, 2`);
  return result.rows.map((row) => ({
    trackId: row.track_id,
    releaseId: row.release_id,
    total: row.total,
    lines: Number(row.lines),
  }));
}

export interface TrackInfo {
  id: string;
  title: string;
  releaseId: string;
  releaseTitle: string;
  ownerId: string;
  /** The owner's artist name on the release, for the invitation's "named you". */
  ownerName: string;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The tracks asked for and every track of the releases asked for, in track order. */
export async function tracksOf(
  tx: Tx,
  trackIds: readonly string[],
  releaseIds: readonly string[],
): Promise<TrackInfo[]> {
  if (trackIds.length === 0 && releaseIds.length === 0) return [];
  const byTrack = trackIds.length > 0 ? sql`t.id in (${idList(trackIds)})` : sql`false`;
  const byRelease =
    releaseIds.length > 0 ? sql`t.release_id in (${idList(releaseIds)})` : sql`false`;
  const result = await tx.execute<{
    id: string;
    title: string;
    release_id: string;
    release_title: string;
    owner_id: string;
    owner_name: string;
  }>(sql`
    select t.id, t.title, t.release_id, r.title as release_title, r.user_id as owner_id,
           r.artist_name as owner_name
    from tracks t join releases r on r.id = t.release_id
    where ${byTrack} or ${byRelease}
    order by t.release_id, t.track_number, t.id`);
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    releaseId: row.release_id,
    releaseTitle: row.release_title,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
  }));
}

/** Each track's splits in position order (id breaks ties), percentages as exact text. */
export async function splitsOf(
  tx: Tx,
  trackIds: readonly string[],
): Promise<Map<string, SplitRow[]>> {
  const splits = new Map<string, SplitRow[]>();
  if (trackIds.length === 0) return splits;
  const result = await tx.execute<{
    track_id: string;
    email: string | null;
    percentage: string;
  }>(sql`
    select track_id, collaborator_email as email, percentage::text as percentage
    from royalty_splits
    where track_id in (${idList(trackIds)})
    order by track_id, position, id`);
  for (const row of result.rows) {
    const list = splits.get(row.track_id) ?? [];
    list.push({ email: row.email, percentage: row.percentage });
    splits.set(row.track_id, list);
  }
  return splits;
}

/**
 * Accounts by (lower-case) email among the given ones: only confirmed, not deleted accounts
 * are paid directly, so signing up with someone else's address takes nothing (their money
 * waits until the address is confirmed). Their rows are held (key share) until the posting
 * commits: an account deletion waits for it, then finds the money booked and stops
 * (commands/account/deleteAccount.ts). One already deleting is waited for and then not paid.
 */
export async function accountsByEmail(
  tx: Tx,
  emails: readonly string[],
): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const list = sql.join(
    emails.map((email) => sql`${email}`),
    sql`, `,
  );
  const result = await tx.execute<{ id: string; email: string }>(sql`
    select id, lower(email::text) as email from users
    where lower(email::text) in (${list}) and deleted_at is null and email_verified
    order by id
    for key share`);
  return new Map(result.rows.map((row) => [row.email, row.id]));
}

/** Holds the release owners' rows as accountsByEmail holds collaborators' (same reason). */
export async function holdOwners(tx: Tx, ownerIds: readonly string[]): Promise<void> {
  if (ownerIds.length === 0) return;
  const list = sql.join(
    [...new Set(ownerIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`select id from users where id in (${list}) order by id for key share`);
}

/** A name for a payee in a refusal: the account's artist or full name, or the email. */
export async function userName(tx: Tx, userId: string): Promise<string> {
  const result = await tx.execute<{ name: string }>(sql`
    select coalesce(nullif(artist_name, ''), full_name) as name from users where id = ${userId}`);
  return result.rows[0]?.name ?? "an artist";
}
