import type { PlatformId } from "@common/platforms.ts";
import { eq, sql } from "drizzle-orm";
import { Window } from "happy-dom";
import { releases, smartLinks, storeLinks } from "../../db/schema/index.ts";
import { ensureSmartLink } from "../../smartLinks/ensureSmartLink.ts";
import { setDelivered } from "../../test/storesKit.ts";
import type { TestEnv } from "../../test/support.ts";

/** Tests of the smart links' public pages (issue 17): releases made public the quick way. */

/** A store web address for each test store, as an acknowledgement would give it. */
const STORE_URLS: Partial<Record<PlatformId, string>> = {
  spotify: "https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy",
  apple_music: "https://music.apple.com/album/1440857781",
  deezer: "https://www.deezer.com/album/302127",
  tidal: "https://tidal.com/browse/album/77640617",
  bandcamp: "https://artist.bandcamp.com/album/first-light",
};

export interface PublishOptions {
  /** Stores whose delivery is live (default Spotify and Deezer). */
  live?: PlatformId[];
  /** Live stores that also get a store link (default: every live one). */
  linked?: PlatformId[];
  /** Default: a day long past, so the page is no pre-release page. */
  releaseDate?: string;
}

/**
 * Makes a saved release public the quick way: live delivery rows (status distributed), its smart
 * link (ensureSmartLink, as Mark as Distributed does) and store links. Returns the slug.
 */
export async function publish(
  env: TestEnv,
  releaseId: string,
  options: PublishOptions = {},
): Promise<string> {
  const { db } = env.ctx.database;
  const live = options.live ?? ["spotify", "deezer"];
  await db
    .update(releases)
    .set({ releaseDate: options.releaseDate ?? "2024-03-01", status: "distributed" })
    .where(eq(releases.id, releaseId));
  if (live.length > 0) await setDelivered(env.ctx, releaseId, live, "live");
  const slug = await db.transaction((tx) => ensureSmartLink(tx, releaseId));
  if (!slug) throw new Error(`no release ${releaseId}`);
  const linked = options.linked ?? live;
  if (linked.length > 0) {
    await db
      .insert(storeLinks)
      .values(
        linked.map((storeId) => ({
          releaseId,
          storeId,
          url: STORE_URLS[storeId] ?? "https://example.com/",
          source: "store" as const,
        })),
      )
      .onConflictDoNothing();
  }
  return slug;
}

export async function setSmartLink(
  env: TestEnv,
  releaseId: string,
  values: Partial<typeof smartLinks.$inferInsert>,
) {
  await env.ctx.database.db
    .update(smartLinks)
    .set(values)
    .where(eq(smartLinks.releaseId, releaseId));
}

export async function setProfileVisibility(
  env: TestEnv,
  userId: string,
  visibility: "public" | "private",
) {
  await env.ctx.database.db.execute(
    sql`insert into user_privacy_settings (user_id, profile_visibility)
      values (${userId}, ${visibility}::profile_visibility)
      on conflict (user_id) do update set profile_visibility = excluded.profile_visibility`,
  );
}

/** The page's HTML as a document, to read what a visitor would see. */
function parse(html: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
}

export const metaContent = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");

export const text = (el: Element | null | undefined) =>
  (el?.textContent ?? "").replace(/\s+/g, " ").trim();

export async function getPage(env: TestEnv, url: string, headers: Record<string, string> = {}) {
  const res = await env.app.inject({ method: "GET", url, headers });
  return { res, doc: parse(res.body) };
}
