import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  deliveries,
  releases,
  smartLinks,
  storeLinks,
  userPrivacySettings,
  users,
} from "../db/schema/index.ts";
import { onSaleCondition } from "../distribution/onSale.ts";
import { publicPageCondition } from "./publicPage.ts";

/**
 * Where /r/<slug>/go/<store> sends a fan, remembered for a few seconds so that a burst of clicks
 * (a link shared widely) costs the database one query per slug rather than one per click. A
 * change (page turned off, store hidden, profile made private, a takedown approved) shows within
 * the TTL. A redelivery is no change here: the stores it goes to keep selling the release, so a
 * target remembered from before it stays right and nothing needs clearing.
 */
interface RedirectTarget {
  releaseId: string;
  /** The store buttons the page shows: store id -> the store's address for the release. */
  stores: ReadonlyMap<string, string>;
}

export interface RedirectCache {
  /** The slug's target, or null when its page answers 404 (unknown, off, private, not out). */
  lookup(slug: string): Promise<RedirectTarget | null>;
}

export interface RedirectCacheOptions {
  ttlMs?: number;
  /** Slugs remembered at most (unknown ones too, so made-up slugs cannot grow it unbounded). */
  maxEntries?: number;
}

/** The target as the database has it now: one query, whatever the number of stores. */
async function loadRedirectTarget(db: Db, slug: string): Promise<RedirectTarget | null> {
  const rows = await db
    .select({
      releaseId: smartLinks.releaseId,
      hiddenStores: smartLinks.hiddenStores,
      storeId: storeLinks.storeId,
      url: storeLinks.url,
    })
    .from(smartLinks)
    .innerJoin(releases, eq(releases.id, smartLinks.releaseId))
    .innerJoin(users, eq(users.id, releases.userId))
    .leftJoin(userPrivacySettings, eq(userPrivacySettings.userId, releases.userId))
    // The same stores as the page (onSaleCondition): a redelivery does not make a
    // store's redirect 404 while the store goes on selling the release.
    .leftJoin(deliveries, and(eq(deliveries.releaseId, smartLinks.releaseId), onSaleCondition))
    .leftJoin(
      storeLinks,
      and(
        eq(storeLinks.releaseId, smartLinks.releaseId),
        eq(storeLinks.storeId, deliveries.storeId),
      ),
    )
    .where(and(eq(smartLinks.slug, slug), publicPageCondition));
  const first = rows[0];
  if (!first) return null;
  const hidden = new Set(first.hiddenStores);
  const stores = new Map<string, string>();
  for (const row of rows) {
    if (row.storeId && row.url && !hidden.has(row.storeId)) stores.set(row.storeId, row.url);
  }
  return { releaseId: first.releaseId, stores };
}

export function createRedirectCache(db: Db, options: RedirectCacheOptions = {}): RedirectCache {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 10_000;
  // Insertion order is age order: the first key is the oldest, evicted when full. A pending
  // lookup is shared, so simultaneous first clicks on a slug make one query.
  const entries = new Map<string, { until: number; target: Promise<RedirectTarget | null> }>();

  return {
    lookup(raw) {
      const slug = raw.toLowerCase();
      const now = Date.now();
      const hit = entries.get(slug);
      if (hit && hit.until > now) return hit.target;
      if (hit) entries.delete(slug);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const target = loadRedirectTarget(db, slug);
      entries.set(slug, { until: now + ttlMs, target });
      // A failed query is not remembered: the next click asks again.
      target.catch(() => {
        if (entries.get(slug)?.target === target) entries.delete(slug);
      });
      return target;
    },
  };
}
