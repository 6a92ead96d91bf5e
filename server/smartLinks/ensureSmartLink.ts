import { slugify } from "@common/smartLinks.ts";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { isUniqueViolation } from "../db/pgErrors.ts";
import { artistProfiles, releases, smartLinks } from "../db/schema/index.ts";

/** Slugs tried per base before giving up (a hundred releases named alike is already absurd). */
const MAX_SUFFIX = 1000;
/** Candidates looked up at once. */
const CHUNK = 100;

/** Which of `slugs` are taken. */
type TakenAmong = (slugs: string[]) => Promise<Set<string>>;

/**
 * The first of `base`, `base-2`, `base-3`… that is not taken and not in `lost`, looked up 100
 * candidates at a time by the unique slug index (`slug in (…)`). A `like 'base-%'` on the citext
 * column cannot use that index: it read every smart link each time a release was distributed.
 */
export async function freeSlug(
  base: string,
  takenAmong: TakenAmong,
  lost: ReadonlySet<string> = new Set(),
): Promise<string | null> {
  for (let from = 1; from <= MAX_SUFFIX; from += CHUNK) {
    const chunk = Array.from({ length: Math.min(CHUNK, MAX_SUFFIX - from + 1) }, (_, i) =>
      from + i === 1 ? base : `${base}-${from + i}`,
    );
    const taken = await takenAmong(chunk);
    const free = chunk.find((slug) => !taken.has(slug) && !lost.has(slug));
    if (free) return free;
  }
  return null;
}

const releaseSlugsTaken =
  (tx: Tx | Db): TakenAmong =>
  async (slugs) => {
    const rows = await tx
      .select({ slug: smartLinks.slug })
      .from(smartLinks)
      .where(inArray(smartLinks.slug, slugs));
    return new Set(rows.map((r) => r.slug.toLowerCase()));
  };

const artistSlugsTaken =
  (tx: Tx | Db): TakenAmong =>
  async (slugs) => {
    const rows = await tx
      .select({ slug: artistProfiles.slug })
      .from(artistProfiles)
      .where(inArray(artistProfiles.slug, slugs));
    return new Set(rows.flatMap((r) => (r.slug ? [r.slug.toLowerCase()] : [])));
  };

/**
 * The release's smart link (issue 17), made when it is first distributed: a row in smart_links
 * with a unique slug from artist and title (`-2`, `-3`… when taken), kept for ever so shared
 * links survive a title change, and a slug for the artist profile the release is under (its
 * /a/<slug> page) when the profile has none. Idempotent; returns the release's slug, or null
 * when there is no such release.
 *
 * The insert skips on a conflict (slug or release) rather than failing, so a release distributed at the same
 * moment as another with the same name takes the next suffix instead of aborting the
 * transaction it runs in (Mark as Distributed's).
 */
export async function ensureSmartLink(tx: Tx | Db, releaseId: string): Promise<string | null> {
  const [release] = await tx
    .select({
      userId: releases.userId,
      title: releases.title,
      artistName: releases.artistName,
      slug: smartLinks.slug,
    })
    .from(releases)
    .leftJoin(smartLinks, eq(smartLinks.releaseId, releases.id))
    .where(eq(releases.id, releaseId));
  if (!release) return null;
  await ensureArtistSlug(tx, release.userId, release.artistName);
  if (release.slug) return release.slug;

  const base = slugify(`${release.artistName} ${release.title}`);
  const lost = new Set<string>();
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = await freeSlug(base, releaseSlugsTaken(tx), lost);
    if (!slug) break;
    const [made] = await tx
      .insert(smartLinks)
      .values({ releaseId, slug })
      .onConflictDoNothing()
      .returning({ slug: smartLinks.slug });
    if (made) return made.slug;
    // Either this release got its row meanwhile, or someone took the slug: look again.
    const [existing] = await tx
      .select({ slug: smartLinks.slug })
      .from(smartLinks)
      .where(eq(smartLinks.releaseId, releaseId));
    if (existing) return existing.slug;
    lost.add(slug);
  }
  throw new Error(`no free smart link slug for ${base}`);
}

/**
 * Gives the artist profile (the owner's profile of that name, compared without case: name is
 * citext) a slug from its name when it has none. A profile that already has one keeps it.
 */
async function ensureArtistSlug(tx: Tx | Db, userId: string, artistName: string): Promise<void> {
  const [profile] = await tx
    .select({ id: artistProfiles.id, name: artistProfiles.name, slug: artistProfiles.slug })
    .from(artistProfiles)
    .where(and(eq(artistProfiles.userId, userId), eq(artistProfiles.name, artistName)));
  if (!profile || profile.slug) return;
  // slugify stands "release" in for a name with no Latin letter or digit; an artist is no release.
  const base = /[a-z0-9]/i.test(profile.name.normalize("NFKD")) ? slugify(profile.name) : "artist";
  const lost = new Set<string>();
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = await freeSlug(base, artistSlugsTaken(tx), lost);
    if (!slug) return;
    try {
      // In a savepoint: two artists whose names make one slug ("AC/DC", "AC DC") distributed at
      // the same moment both find it free; the second's unique violation must not undo the
      // caller's transaction (a 500 for Mark as Distributed), only send it to the next slug.
      await tx.transaction((savepoint) =>
        savepoint
          .update(artistProfiles)
          .set({ slug })
          .where(and(eq(artistProfiles.id, profile.id), isNull(artistProfiles.slug))),
      );
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      lost.add(slug);
    }
  }
}
