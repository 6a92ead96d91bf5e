import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, Tx } from "../db/client.ts";
import { smartLinkDailyCounts, smartLinkVisitors } from "../db/schema/index.ts";
import { appToday } from "../lib/clock.ts";
import type { SmartLinkCounter, VisitSource } from "./counter.ts";
import {
  cleanDomain,
  type DeviceClass,
  deviceClassOf,
  isBot,
  ownSiteOf,
  referrerDomain,
  visitorHash,
} from "./visitor.ts";
import { createVisitorSalts } from "./visitorSalt.ts";

/**
 * The smart link counter (server/smartLinks/counter.ts): visits and clicks are added up in
 * memory and written once a second in one transaction, so a page view or a go-redirect never
 * waits for the database. A crash loses at most the last second's counts (docs/smart-links.md).
 */

export interface CountBufferOptions {
  database: Database;
  /** APP_URL: a Referer from our own site is a direct visit (''). */
  appUrl: string;
  log: Logger;
  /** How often the buffer is written; tests flush by hand. */
  intervalMs?: number;
}

type Event = "visit" | "click";
interface CountKey {
  releaseId: string;
  day: string;
  event: Event;
  storeId: string;
  referrer: string;
  device: DeviceClass;
}
interface PendingVisitor {
  releaseId: string;
  day: string;
  ip: string;
  userAgent: string;
}

/**
 * Past these, a database that stays unreachable costs bounded memory: further counts are
 * dropped (and logged once per flush) rather than kept.
 */
const MAX_COUNT_KEYS = 50_000;
const MAX_PENDING_VISITORS = 100_000;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 2_000;

/**
 * isBot and deviceClassOf by user agent: a dozen regular expressions a click otherwise, while a
 * few browsers' agents send most clicks. Bounded, and simply emptied when full.
 */
const MAX_AGENTS = 1_000;
const agents = new Map<string, { bot: boolean; device: DeviceClass }>();
function agentOf(userAgent: string): { bot: boolean; device: DeviceClass } {
  let agent = agents.get(userAgent);
  if (!agent) {
    if (agents.size >= MAX_AGENTS) agents.clear();
    agent = { bot: isBot(userAgent), device: deviceClassOf(userAgent) };
    agents.set(userAgent, agent);
  }
  return agent;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export function createCountBuffer(options: CountBufferOptions): SmartLinkCounter {
  const { database, log } = options;
  const ownSite = ownSiteOf(options.appUrl);
  const salts = createVisitorSalts();
  // Keyed by the row's whole primary key (newlines cannot occur in its parts: ids, a validated
  // domain, the enums), so each batch upserts each row once.
  let counts = new Map<string, { key: CountKey; count: number }>();
  // Raw address and user agent wait here (at most a second) until the day's salt is known.
  let visitors = new Map<string, PendingVisitor>();
  let dropped = 0;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();
  let busy = false;

  function add(key: CountKey, by = 1) {
    const id = `${key.releaseId}\n${key.day}\n${key.event}\n${key.storeId}\n${key.referrer}\n${key.device}`;
    const entry = counts.get(id);
    if (entry) entry.count += by;
    else if (counts.size < MAX_COUNT_KEYS) counts.set(id, { key, count: by });
    else dropped += by;
  }

  function addVisitor(visitor: PendingVisitor) {
    // Header values cannot hold a newline, so this joins the parts unambiguously.
    const id = `${visitor.day}\n${visitor.releaseId}\n${visitor.ip}\n${visitor.userAgent}`;
    if (visitors.has(id)) return;
    if (visitors.size < MAX_PENDING_VISITORS) visitors.set(id, visitor);
    else dropped += 1;
  }

  async function write(tx: Tx, batch: typeof counts, pending: typeof visitors, today: string) {
    for (const rows of chunks([...batch.values()])) {
      await tx
        .insert(smartLinkDailyCounts)
        .values(rows.map(({ key, count }) => ({ ...key, count })))
        .onConflictDoUpdate({
          target: [
            smartLinkDailyCounts.releaseId,
            smartLinkDailyCounts.day,
            smartLinkDailyCounts.event,
            smartLinkDailyCounts.storeId,
            smartLinkDailyCounts.referrer,
            smartLinkDailyCounts.device,
          ],
          set: { count: sql`${smartLinkDailyCounts.count} + excluded.count` },
        });
    }
    if (pending.size > 0) {
      const days = [...new Set([...pending.values()].map((v) => v.day))];
      const saltOf = await salts.saltsFor(tx, days);
      // Two addresses may not collide, but a batch must not name one row twice either way.
      const rows = new Map<string, { releaseId: string; day: string; visitorHash: string }>();
      for (const v of pending.values()) {
        const salt = saltOf.get(v.day);
        if (!salt) continue;
        const hash = visitorHash(salt, v.ip, v.userAgent, v.releaseId);
        rows.set(`${v.releaseId}\n${v.day}\n${hash}`, {
          releaseId: v.releaseId,
          day: v.day,
          visitorHash: hash,
        });
      }
      for (const part of chunks([...rows.values()])) {
        await tx.insert(smartLinkVisitors).values(part).onConflictDoNothing();
      }
    }
    await salts.purgeBefore(tx, today);
  }

  async function writeBatch() {
    const today = appToday();
    if (counts.size === 0 && visitors.size === 0 && !salts.purgeDue(today)) return;
    const batch = counts;
    const pending = visitors;
    counts = new Map();
    visitors = new Map();
    if (dropped > 0) {
      log.warn({ dropped }, "smart link counts dropped: the buffer was full");
      dropped = 0;
    }
    try {
      await database.db.transaction((tx) => write(tx, batch, pending, today));
    } catch (err) {
      // Kept for the next flush (within the bounds above): the database may be back by then.
      log.error({ err }, "smart link counts not written");
      salts.forget();
      for (const { key, count } of batch.values()) add(key, count);
      for (const visitor of pending.values()) addVisitor(visitor);
    }
  }

  function flush(): Promise<void> {
    chain = chain.then(writeBatch);
    return chain;
  }

  const timer = setInterval(() => {
    // A slow database: the next tick's counts wait in the buffer rather than queue up flushes.
    if (busy) return;
    busy = true;
    flush().finally(() => {
      busy = false;
    });
  }, options.intervalMs ?? 1000);
  timer.unref();

  /** The day and device a visit or click is counted under; null when it is not counted. */
  function source(from: VisitSource) {
    if (closed) return null;
    const agent = agentOf(from.userAgent);
    if (agent.bot) return null;
    return { day: appToday(), device: agent.device };
  }

  return {
    visit(releaseId, from) {
      const counted = source(from);
      if (!counted) return;
      const { day, device } = counted;
      const referrer = referrerDomain(from.referer, ownSite);
      add({ releaseId, day, event: "visit", storeId: "", referrer, device });
      addVisitor({ releaseId, day, ip: from.ip, userAgent: from.userAgent });
    },
    click(releaseId, storeId, from, referrer) {
      const counted = source(from);
      if (!counted) return;
      // Passed on by the page as ?ref=: checked here, so only a hostname is ever stored. The
      // key is written out, not spread from `counted`: on Node 20 the spread made a click cost
      // six times as much (3.1 against 0.5 µs), on the hottest public route.
      add({
        releaseId,
        day: counted.day,
        event: "click",
        storeId,
        referrer: cleanDomain(referrer, ownSite),
        device: counted.device,
      });
    },
    flush,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await flush();
    },
  };
}
