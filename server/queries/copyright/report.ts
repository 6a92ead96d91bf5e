import {
  type CheckStatus,
  COPYRIGHT_SOURCES,
  type CopyrightReport,
  type CopyrightStatus,
  type FlaggedContent,
  SourceLabels,
} from "@common/copyright.ts";
import { displayName } from "@common/displayName.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * How long a queued check counts as running (pg-boss's default job expiry): past it, a lost job
 * no longer says "running" and "Run check" may queue another (commands/copyright).
 */
export const COPYRIGHT_CHECK_RUNNING_FOR_MS = 15 * 60 * 1000;

interface ReleaseRow {
  [key: string]: unknown;
  copyright_status: CopyrightStatus;
  queued_at: string | null;
}

interface TrackRow {
  [key: string]: unknown;
  id: string;
  track_number: number;
  title: string;
  has_audio: boolean;
  check_id: string | null;
  status: CheckStatus | null;
  confidence_score: string | number | null;
  flagged_content: FlaggedContent | null;
  created_at: string | null;
  checker_id: string | null;
  checker_full_name: string | null;
  checker_artist_name: string | null;
}

/**
 * The review modal's copyright section: the release's status and each track's latest check
 * (copyright_checks_track_created_idx), in two statements whatever the number of tracks.
 */
export async function copyrightReport(db: Db, releaseId: string): Promise<CopyrightReport | null> {
  const release = await db.execute<ReleaseRow>(sql`
    select copyright_status, copyright_check_queued_at::text as queued_at
    from releases where id = ${releaseId}`);
  const head = release.rows[0];
  if (!head) return null;
  const rows = await db.execute<TrackRow>(sql`
    select t.id, t.track_number, t.title, t.audio_upload_id is not null as has_audio,
      c.id as check_id, c.status, c.confidence_score, c.flagged_content,
      c.created_at::text as created_at, u.id as checker_id, u.full_name as checker_full_name,
      u.artist_name as checker_artist_name
    from tracks t
    left join lateral (
      select * from copyright_checks c where c.track_id = t.id
      order by c.created_at desc limit 1
    ) c on true
    left join users u on u.id = c.checked_by
    where t.release_id = ${releaseId}
    order by t.track_number`);
  const queuedAt = head.queued_at ? new Date(head.queued_at).getTime() : null;
  return {
    releaseId,
    copyrightStatus: head.copyright_status,
    running: queuedAt !== null && Date.now() - queuedAt < COPYRIGHT_CHECK_RUNNING_FOR_MS,
    tracks: rows.rows.map((row) => ({
      trackId: row.id,
      trackNumber: row.track_number,
      title: row.title,
      hasAudio: row.has_audio,
      check:
        row.check_id && row.status && row.flagged_content && row.created_at
          ? {
              id: row.check_id,
              status: row.status,
              confidence: Number(row.confidence_score ?? 0),
              checkedAt: new Date(row.created_at).toISOString(),
              checkedBy: row.checker_id
                ? {
                    id: row.checker_id,
                    name: displayName({
                      artistName: row.checker_artist_name,
                      fullName: row.checker_full_name,
                    }),
                  }
                : null,
              matches: row.flagged_content.matches,
              sources: COPYRIGHT_SOURCES.map((source) => ({
                source,
                label: SourceLabels[source],
                state: row.flagged_content?.metadata.sources[source] ?? "off",
              })),
              fingerprint: row.flagged_content.metadata.fingerprint,
              error: row.flagged_content.metadata.error,
            }
          : null,
    })),
  };
}
