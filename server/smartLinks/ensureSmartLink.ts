import { slugify } from "@common/smartLinks.ts";
import { and, eq, isNull, like, or } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { artistProfiles, releases, smartLinks } from "../db/schema/index.ts";

/** Slugs tried per base before giving up (a hundred releases named alike is already absurd). */
const MAX_SUFFIX = 1000;

/** `base`, `base-2`, `base-3`… : the first one `taken` does not hold. */
function firstFree(base: string, taken: ReadonlySet<string>, from = 1): string | null {
  for (let n = from; n <= MAX_SUFFIX; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
  return null;
}

/** Taken slugs of smart links that could clash with `base` (itself or with a suffix). */
async function takenReleaseSlugs(tx: Tx | Db, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: smartLinks.slug })
    .from(smartLinks)
    .where(or(eq(smartLinks.slug, base), like(smartLinks.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug.toLowerCase()));
}

async function takenArtistSlugs(tx: Tx | Db, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: artistProfiles.slug })
    .from(artistProfiles)
    .where(or(eq(artistProfiles.slug, base), like(artistProfiles.slug, `${base}-%`)));
  return new Set(rows.flatMap((r) => (r.slug ? [r.slug.toLowerCase()] : [])));
}

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
  const taken = await takenReleaseSlugs(tx, base);
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = firstFree(base, taken);
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
    taken.add(slug);
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
  const taken = await takenArtistSlugs(tx, base);
  const slug = firstFree(base, taken);
  if (!slug) return;
  await tx
    .update(artistProfiles)
    .set({ slug })
    .where(and(eq(artistProfiles.id, profile.id), isNull(artistProfiles.slug)));
}
