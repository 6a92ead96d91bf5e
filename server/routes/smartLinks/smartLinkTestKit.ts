import type { PlatformId } from "@common/platforms.ts";
import { and, eq } from "drizzle-orm";
import { auditLog, fanSignups, releases, smartLinks } from "../../db/schema/index.ts";
import { bodyOf, clientFor, type Reply } from "../../test/client.ts";
import { setDelivered } from "../../test/storesKit.ts";
import type { TestEnv } from "../../test/support.ts";
import { insertRelease } from "../account/accountTestKit.ts";
import type { Member } from "../releases/releaseTestKit.ts";
import * as schema from "./schema.ts";

/** Tests of the smart link panel's API (issue 17 "Artist controls"). */

let slugs = 0;

export interface LinkedRelease {
  id: string;
  slug: string;
}

/**
 * A distributed release of `owner` with delivery rows written directly (`live` stores live, the
 * `delivered` ones still waiting for the store) and a smart link row, as distribution makes it.
 */
export async function linkedRelease(
  env: TestEnv,
  owner: Member,
  stores: { live: PlatformId[]; delivered?: PlatformId[] },
  options: { releaseDate?: string; withLink?: boolean } = {},
): Promise<LinkedRelease> {
  const db = env.ctx.database.db;
  slugs += 1;
  const { release } = await insertRelease(db, owner.id, "distributed", {
    title: `Linked ${slugs}`,
  });
  await db
    .update(releases)
    .set({ releaseDate: options.releaseDate ?? "2024-01-05" })
    .where(eq(releases.id, release.id));
  await setDelivered(env.ctx, release.id, stores.live, "live");
  if (stores.delivered?.length)
    await setDelivered(env.ctx, release.id, stores.delivered, "delivered");
  const slug = `linked-${slugs}-${Date.now().toString(36)}`;
  if (options.withLink !== false)
    await db.insert(smartLinks).values({ releaseId: release.id, slug });
  return { id: release.id, slug };
}

/** A fan's signup written directly: confirmed or not, consenting or not. */
export async function addFan(
  env: TestEnv,
  releaseId: string,
  email: string,
  state: { confirmed?: boolean; share?: boolean; notified?: boolean; unsubscribed?: boolean },
) {
  const now = new Date();
  await env.ctx.database.db.insert(fanSignups).values({
    releaseId,
    email,
    shareWithArtist: state.share ?? false,
    confirmTokenHash: `hash-${email}`,
    confirmedAt: state.confirmed ? now : null,
    notifiedAt: state.notified ? now : null,
    unsubscribedAt: state.unsubscribed ? now : null,
  });
}

export const panelUrl = (releaseId: string) => `/api/releases/${releaseId}/smart-link`;
export const storeUrl = (releaseId: string, storeId: string) =>
  `${panelUrl(releaseId)}/stores/${storeId}`;

/** PATCH, which the release kit's tiny client does not offer. */
export const patchAs = (env: TestEnv, who: Member, url: string, body: object) =>
  clientFor(env, who.cookie).patch(url, body);

export const viewOf = (res: Reply) => bodyOf(res, schema.read.response[200]);

export const auditOf = async (env: TestEnv, releaseId: string) =>
  env.ctx.database.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "release"), eq(auditLog.targetId, releaseId)))
    .orderBy(auditLog.createdAt);
