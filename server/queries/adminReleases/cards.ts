import type { CopyrightStatus } from "@common/copyright.ts";
import type { ReleaseStatus, ReleaseType } from "@common/releases.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { type StoreCounts, storeCounts } from "../releases/list.ts";

/** A release card's row as the one statement below returns it (server/presenters/adminRelease.ts). */
export interface AdminReleaseRow {
  id: string;
  user_id: string;
  title: string;
  artist_name: string;
  release_type: ReleaseType;
  genre: string | null;
  subgenre: string | null;
  release_date: string | null;
  status: ReleaseStatus;
  total_tracks: number;
  upc: string | null;
  admin_notes: string | null;
  copyright_status: CopyrightStatus;
  /** UTC with microseconds (the keyset cursor needs them; see server/lib/cursor.ts). */
  created_at: string;
  updated_at: string;
  owner_email: string;
  owner_full_name: string;
  owner_artist_name: string | null;
  thumb_key: string | null;
  /** Live stores of all it has a delivery row for; null before delivery starts. */
  stores: StoreCounts | null;
  tracks: {
    id: string;
    trackNumber: number;
    title: string;
    duration: number;
    audioKey: string | null;
  }[];
}

const utc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The cards of the releases `page` selects (a statement yielding `id` and `created_at`, in
 * any order), newest first, in one statement: each release with its owner, its artwork's
 * small rendition key, its stores' counts and its tracks (with their audio's storage key, for signed links).
 */
export async function releaseCards(db: Db | Tx, page: SQL): Promise<AdminReleaseRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with page as (${page})
    select r.id, r.user_id, r.title, r.artist_name, r.release_type, r.genre, r.subgenre,
      r.release_date::text as release_date, r.status, r.total_tracks, r.upc, r.admin_notes,
      r.copyright_status,
      ${utc(sql`r.created_at`)} as created_at, ${utc(sql`r.updated_at`)} as updated_at,
      u.email::text as owner_email, u.full_name as owner_full_name,
      u.artist_name as owner_artist_name, art.renditions->>'thumb' as thumb_key,
      coalesce(t.tracks, '[]'::json) as tracks, ${storeCounts(sql`r.id`)} as stores
    from page
    join releases r on r.id = page.id
    join users u on u.id = r.user_id
    left join uploads art on art.id = r.artwork_upload_id
    left join lateral (
      select json_agg(json_build_object(
          'id', tr.id, 'trackNumber', tr.track_number, 'title', tr.title,
          'duration', tr.duration, 'audioKey', au.storage_key
        ) order by tr.track_number) as tracks
      from tracks tr
      left join uploads au on au.id = tr.audio_upload_id
      where tr.release_id = r.id
    ) t on true
    order by r.created_at desc, r.id desc`);
  return result.rows as unknown as AdminReleaseRow[];
}

/** One release's card, or null when there is no such release. */
export async function releaseCard(db: Db | Tx, id: string): Promise<AdminReleaseRow | null> {
  const [row] = await releaseCards(db, sql`select id from releases where id = ${id}`);
  return row ?? null;
}
