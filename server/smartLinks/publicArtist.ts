import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  artistProfiles,
  releases,
  smartLinks,
  userPrivacySettings,
  users,
} from "../db/schema/index.ts";
import { publicPageCondition } from "./publicPage.ts";

export interface PublicArtist {
  name: string;
  slug: string;
  /** The artist's public release pages, newest release date first. */
  releases: {
    slug: string;
    title: string;
    releaseType: "single" | "ep" | "album";
    releaseDate: string | null;
    artworkUploadId: string | null;
  }[];
}

/**
 * An artist page (/a/<slug>): the profile with that slug and the releases under its name whose
 * page is public. Null when no profile has the slug or its account's profile is private.
 */
export async function loadPublicArtist(db: Db, slug: string): Promise<PublicArtist | null> {
  const [profile] = await db
    .select({ userId: artistProfiles.userId, name: artistProfiles.name, slug: artistProfiles.slug })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .leftJoin(userPrivacySettings, eq(userPrivacySettings.userId, artistProfiles.userId))
    .where(
      and(
        eq(artistProfiles.slug, slug),
        isNull(users.deletedAt),
        sql`coalesce(${userPrivacySettings.profileVisibility}, 'public') = 'public'`,
      ),
    );
  if (!profile?.slug) return null;
  const rows = await db
    .select({
      slug: smartLinks.slug,
      title: releases.title,
      releaseType: releases.releaseType,
      releaseDate: releases.releaseDate,
      artworkUploadId: releases.artworkUploadId,
    })
    .from(smartLinks)
    .innerJoin(releases, eq(releases.id, smartLinks.releaseId))
    .innerJoin(users, eq(users.id, releases.userId))
    .leftJoin(userPrivacySettings, eq(userPrivacySettings.userId, releases.userId))
    .where(
      and(
        eq(releases.userId, profile.userId),
        // artist_name is text, the profile's name citext: compare without case on both sides.
        sql`lower(${releases.artistName}) = lower(${profile.name})`,
        publicPageCondition,
      ),
    )
    .orderBy(sql`${releases.releaseDate} desc nulls last`, desc(releases.createdAt));
  return {
    name: profile.name,
    slug: profile.slug,
    releases: rows,
  };
}

/** Addresses of every public release and artist page, for the sitemap. */
export async function publicPagePaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: smartLinks.slug, artistSlug: artistProfiles.slug })
    .from(smartLinks)
    .innerJoin(releases, eq(releases.id, smartLinks.releaseId))
    .innerJoin(users, eq(users.id, releases.userId))
    .leftJoin(userPrivacySettings, eq(userPrivacySettings.userId, releases.userId))
    .leftJoin(
      artistProfiles,
      and(
        eq(artistProfiles.userId, releases.userId),
        sql`lower(${artistProfiles.name}) = lower(${releases.artistName})`,
      ),
    )
    .where(publicPageCondition)
    .orderBy(smartLinks.slug);
  const artists = new Set(rows.flatMap((r) => (r.artistSlug ? [r.artistSlug] : [])));
  return [...rows.map((r) => `/r/${r.slug}`), ...[...artists].sort().map((slug) => `/a/${slug}`)];
}
