import type { Candidate } from "@common/copyright.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Storage } from "../storage/storage.ts";
import { fingerprintScore } from "./chromaprintMatch.ts";
import { ensureFingerprint } from "./fingerprints.ts";

/** The track under check, as the own-catalogue lookups need it. */
export interface CatalogueQuery {
  ownerId: string;
  releaseId: string;
  uploadId: string;
  sha256: string;
  title: string;
  artist: string;
  durationSeconds: number | null;
  /** Chromaprint raw fingerprint of the track, when fpcalc made one. */
  raw: number[] | null;
}

/** Another account's track in the catalogue (drafts are unfinished, private work: not listed). */
interface CatalogueRow {
  [key: string]: unknown;
  upload_id: string;
  /** Null only for a title match on a track without audio. */
  storage_key: string;
  track_title: string;
  artist_name: string;
  release_title: string;
  status: string;
  release_date: string | null;
  raw: number[] | null;
}

const LIMIT = 25;
/** A re-encode keeps its length; a few seconds' slack covers padding and trimmed silence. */
const DURATION_SLACK_SECONDS = 3;
/** Candidates without a stored fingerprint get one made now, at most this many per track. */
const BACKFILL_LIMIT = 5;

/*
 * Where the match is, for the reviewer. Not the other owner's email: the result is kept with this
 * release and must not carry another account's personal data past that account's deletion.
 */
const where = (row: CatalogueRow) =>
  `on "${row.release_title}" (${row.status}), another account's release`;

function candidate(row: CatalogueRow, audioScore: number | undefined, details: string): Candidate {
  return {
    source: "offbeat",
    title: row.track_title,
    artist: row.artist_name,
    ...(audioScore === undefined ? {} : { audioScore }),
    details,
    releaseDate: row.release_date,
    url: null,
    mbid: null,
    listeners: null,
  };
}

const columns = sql`u.id as upload_id, u.storage_key, t.title as track_title, r.artist_name,
  r.title as release_title, r.status::text as status, r.release_date::text as release_date`;
const others = (q: CatalogueQuery) =>
  sql`r.user_id <> ${q.ownerId} and r.status <> 'draft' and r.id <> ${q.releaseId}`;

/**
 * Offbeat's own catalogue, with no outside service (decision 13): the same bytes (content hash)
 * or the same recording re-encoded (Chromaprint) already on another account's release, and other
 * accounts' tracks with a similar title (scored on title and artist like any other source).
 */
export async function ownCatalogueCandidates(
  db: Db,
  storage: Storage,
  fpcalcPath: string,
  q: CatalogueQuery,
): Promise<Candidate[]> {
  const found: Candidate[] = [];

  // Identical audio: uploads_sha256_idx.
  const identical = await db.execute<CatalogueRow>(sql`
    select ${columns}, null as raw
    from uploads u
    join tracks t on t.audio_upload_id = u.id
    join releases r on r.id = t.release_id
    where u.sha256 = ${q.sha256} and ${others(q)}
    limit ${LIMIT}`);
  const identicalUploads = new Set<string>();
  for (const row of identical.rows) {
    identicalUploads.add(row.upload_id);
    found.push(candidate(row, 100, `Identical audio file ${where(row)}`));
  }

  // Re-encoded audio: other accounts' audio of about the same length, compared bit by bit.
  if (q.raw && q.durationSeconds !== null) {
    const similar = await db.execute<CatalogueRow>(sql`
      select ${columns}, f.raw
      from uploads u
      join tracks t on t.audio_upload_id = u.id
      join releases r on r.id = t.release_id
        left join audio_fingerprints f on f.upload_id = u.id
      where u.kind = 'audio' and u.sha256 <> ${q.sha256} and ${others(q)}
        and u.duration_seconds between ${q.durationSeconds - DURATION_SLACK_SECONDS}
          and ${q.durationSeconds + DURATION_SLACK_SECONDS}
      order by (f.upload_id is null), r.created_at desc
      limit ${LIMIT}`);
    let backfilled = 0;
    for (const row of similar.rows) {
      let raw = row.raw;
      if (!raw && backfilled < BACKFILL_LIMIT) {
        backfilled++;
        const made = await ensureFingerprint(db, storage, fpcalcPath, {
          uploadId: row.upload_id,
          storageKey: row.storage_key,
        }).catch(() => null);
        raw = made?.state === "computed" ? made.raw : null;
      }
      if (!raw) continue;
      const score = fingerprintScore(q.raw, raw);
      if (score > 0) found.push(candidate(row, score, `Matching audio fingerprint ${where(row)}`));
    }
  }

  // Title and artist: tracks_title_trgm_idx finds similar titles; scoring decides what stays.
  const titled = await db.execute<CatalogueRow>(sql`
    select ${columns}, null as raw
    from tracks t
    join releases r on r.id = t.release_id
    left join uploads u on u.id = t.audio_upload_id
    where (t.title % ${q.title} or lower(t.title) = lower(${q.title})) and ${others(q)}
    order by similarity(t.title, ${q.title}) desc
    limit ${LIMIT}`);
  for (const row of titled.rows) {
    if (identicalUploads.has(row.upload_id)) continue;
    found.push(candidate(row, undefined, `Title and artist ${where(row)}`));
  }
  return found;
}
