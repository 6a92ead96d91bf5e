import type { ReleaseStatus } from "@common/releases.ts";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { releases, uploads } from "../../db/schema/index.ts";
import { containsPattern, exactTime, keysetPage, olderThan } from "../../lib/cursor.ts";

/** The columns of a release in lists, with its artwork's small rendition key. */
export const summaryColumns = {
  id: releases.id,
  userId: releases.userId,
  title: releases.title,
  artistName: releases.artistName,
  releaseType: releases.releaseType,
  genre: releases.genre,
  subgenre: releases.subgenre,
  releaseDate: releases.releaseDate,
  status: releases.status,
  totalTracks: releases.totalTracks,
  upc: releases.upc,
  createdAt: releases.createdAt,
  updatedAt: releases.updatedAt,
  thumbKey: sql<string | null>`${uploads.renditions}->>'thumb'`,
};

export type ReleaseRow = typeof releases.$inferSelect;
export type SummaryRow = Pick<
  ReleaseRow,
  | "id"
  | "userId"
  | "title"
  | "artistName"
  | "releaseType"
  | "genre"
  | "subgenre"
  | "releaseDate"
  | "status"
  | "totalTracks"
  | "upc"
  | "createdAt"
  | "updatedAt"
> & { thumbKey: string | null };

export interface ReleasePageOptions {
  /** Case-insensitive "contains" on title or artist name. */
  q?: string;
  status?: ReleaseStatus;
  after?: { time: string; id: string };
  limit: number;
}

/**
 * One page of an artist's releases, newest first, in one query: keyset on
 * (user_id, created_at, id), which releases_user_created_idx serves in order; the search is an
 * ILIKE the trigram indexes can serve when it is selective.
 */
export async function releasePage(
  db: Db | Tx,
  userId: string,
  options: ReleasePageOptions,
): Promise<{ items: SummaryRow[]; next: { time: string; id: string } | null }> {
  const filters: (SQL | undefined)[] = [eq(releases.userId, userId)];
  if (options.status) filters.push(eq(releases.status, options.status));
  if (options.q) {
    const pattern = containsPattern(options.q);
    filters.push(
      or(sql`${releases.title} ilike ${pattern}`, sql`${releases.artistName} ilike ${pattern}`),
    );
  }
  if (options.after) {
    filters.push(olderThan(releases.createdAt, releases.id, options.after));
  }
  const rows = await db
    .select({ ...summaryColumns, cursorTime: exactTime(releases.createdAt) })
    .from(releases)
    .leftJoin(uploads, eq(uploads.id, releases.artworkUploadId))
    .where(and(...filters))
    .orderBy(desc(releases.createdAt), desc(releases.id))
    .limit(options.limit + 1);
  return keysetPage(rows, options.limit);
}

/** Dashboard figures (spec §2 "Dashboard home"), counted in one statement. */
export async function releaseStats(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      totalReleases: sql<number>`count(*)::int`,
      distributed: sql<number>`(count(*) filter (where ${releases.status} = 'distributed'))::int`,
      pendingReviews: sql<number>`(count(*) filter (where ${releases.status} = 'submitted'))::int`,
    })
    .from(releases)
    .where(eq(releases.userId, userId));
  return row ?? { totalReleases: 0, distributed: 0, pendingReviews: 0 };
}
