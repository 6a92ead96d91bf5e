/**
 * Test reports and catalogues written straight into the tables (the importer is built apart):
 * a release with tracks and splits, and a parsed report with its lines in any state.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export interface TestSplit {
  email: string | null;
  percentage: string;
}

export interface TestTrack {
  id: string;
  releaseId: string;
  title: string;
  isrc: string;
}

let serial = 0;
const next = () => {
  serial += 1;
  return `${Date.now().toString(36)}${serial}`;
};

/** A distributed release of `ownerId` with one track per entry of `splits` (their splits). */
export async function releaseWithTracks(
  db: Db,
  ownerId: string,
  splits: readonly (readonly TestSplit[])[],
  title = "Royalty Release",
): Promise<{ releaseId: string; upc: string; tracks: TestTrack[] }> {
  const releaseId = randomUUID();
  const upc = String(4_000_000_000_000 + Math.floor(Math.random() * 999_999_999_999));
  await db.execute(sql`
    insert into releases (id, user_id, title, artist_name, release_type, status, upc, total_tracks,
                          metadata)
    values (${releaseId}, ${ownerId}, ${title}, 'The Owners', 'album', 'distributed', ${upc},
            ${splits.length},
            ${JSON.stringify({ created_from: "web_platform", selected_platforms: ["spotify"], tracks_with_audio: 0, upload_timestamp: new Date().toISOString() })}::jsonb)`);
  const tracks: TestTrack[] = [];
  for (const [index, trackSplits] of splits.entries()) {
    const id = randomUUID();
    const isrc = `SE${randomUUID().replace(/-/g, "").toUpperCase()}`.slice(0, 12);
    const trackTitle = `${title} ${index + 1}`;
    await db.execute(sql`
      insert into tracks (id, release_id, track_number, title, isrc)
      values (${id}, ${releaseId}, ${index + 1}, ${trackTitle}, ${isrc})`);
    for (const [position, split] of trackSplits.entries())
      await db.execute(sql`
        insert into royalty_splits (track_id, collaborator_name, collaborator_email, percentage,
                                    position)
        values (${id}, ${`Collaborator ${position + 1}`}, ${split.email},
                ${split.percentage}::numeric, ${position})`);
    tracks.push({ id, releaseId, title: trackTitle, isrc });
  }
  return { releaseId, upc, tracks };
}

export interface TestLine {
  trackId?: string | null;
  releaseId?: string | null;
  /** In the ledger's currency, full precision ("12.3456789"). */
  amount: string;
  state?: "matched" | "unmatched" | "dismissed" | "posted";
  isrc?: string | null;
  title?: string | null;
  /** Ten of them ("OnDemandStream", "PermanentDownload"); none when left out. */
  useType?: string | null;
}

/** A parsed report (ready unless told) of `storeId` for the month of `period` ("2025-03"). */
export async function reportWithLines(
  db: Db,
  input: {
    storeId?: string;
    period: string;
    status?: "processing" | "failed" | "ready" | "posted";
    lines: readonly TestLine[];
  },
): Promise<{ reportId: string; lineIds: string[] }> {
  const reportId = randomUUID();
  const name = next();
  await db.execute(sql`
    insert into royalty_reports (id, store_id, format, file_name, sha256, storage_key, size_bytes,
                                 period_start, period_end, currency, status, line_count)
    values (${reportId}, ${input.storeId ?? "spotify"}, 'dsr', ${`report-${name}.tsv`},
            ${`sha-${name}-${reportId}`}, ${`reports/${name}`}, 100, ${`${input.period}-01`}::date,
            (${`${input.period}-01`}::date + interval '1 month - 1 day')::date, 'SEK',
            ${input.status ?? "ready"}, ${input.lines.length})`);
  const lineIds: string[] = [];
  for (const [index, line] of input.lines.entries()) {
    const result = await db.execute<{ id: string }>(sql`
      insert into royalty_report_lines (report_id, line_number, isrc, title, artist, country,
                                        use_type, quantity, currency, net_amount, ledger_amount,
                                        track_id, release_id, state)
      values (${reportId}, ${index + 1}, ${line.isrc ?? null}, ${line.title ?? null}, 'Someone',
              'SE', ${line.useType ?? null}, 10, 'SEK', ${line.amount}::numeric, ${line.amount}::numeric,
              ${line.trackId ?? null}, ${line.releaseId ?? null},
              ${line.state ?? (line.trackId || line.releaseId ? "matched" : "unmatched")})
      returning id::text as id`);
    lineIds.push(result.rows[0]?.id ?? "");
  }
  return { reportId, lineIds };
}

/** A user's payable (or an email's held money) in minor units, in the normal sense (owed > 0). */
export async function owedTo(db: Db, owner: { userId: string } | { email: string }) {
  const where =
    "userId" in owner
      ? sql`a.kind = 'artist_payable' and a.user_id = ${owner.userId}`
      : sql`a.kind = 'held_for_invite' and a.email = ${owner.email}`;
  const result = await db.execute<{ owed: string }>(sql`
    select coalesce(-sum(b.balance), 0)::text as owed
    from ledger_accounts a left join account_balances b on b.account_id = a.id where ${where}`);
  return BigInt(result.rows[0]?.owed ?? "0");
}

/** The label's share so far (minor units, owed > 0). */
export async function labelShare(db: Db) {
  const result = await db.execute<{ owed: string }>(sql`
    select coalesce(-sum(b.balance), 0)::text as owed
    from ledger_accounts a left join account_balances b on b.account_id = a.id
    where a.kind = 'label_share'`);
  return BigInt(result.rows[0]?.owed ?? "0");
}

/** The states of a report's lines, in line order. */
export async function lineStates(db: Db, reportId: string) {
  const result = await db.execute<{ state: string }>(sql`
    select state from royalty_report_lines where report_id = ${reportId} order by line_number`);
  return result.rows.map((row) => row.state);
}
