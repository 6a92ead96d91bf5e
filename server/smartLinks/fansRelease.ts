import { and, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { releases, smartLinks, userPrivacySettings, users } from "../db/schema/index.ts";
import { publicPageCondition } from "./publicPage.ts";

/** A release as "Notify me" needs it: its page, what the mails name, and its release date. */
export interface FanRelease {
  releaseId: string;
  slug: string;
  title: string;
  artistName: string;
  releaseDate: string | null;
}

/** Smart links joined with what publicPageCondition reads; callers add their own conditions. */
export function fanReleases(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      releaseId: releases.id,
      slug: smartLinks.slug,
      title: releases.title,
      artistName: releases.artistName,
      releaseDate: releases.releaseDate,
    })
    .from(smartLinks)
    .innerJoin(releases, eq(releases.id, smartLinks.releaseId))
    .innerJoin(users, eq(users.id, releases.userId))
    .leftJoin(userPrivacySettings, eq(userPrivacySettings.userId, releases.userId))
    .where(and(publicPageCondition, where));
}

/** The public release page at /r/<slug> (slugs compare without case), or undefined. */
export async function findPublicRelease(
  db: Db | Tx,
  slug: string,
): Promise<FanRelease | undefined> {
  const [row] = await fanReleases(db, eq(smartLinks.slug, slug)).limit(1);
  return row;
}
