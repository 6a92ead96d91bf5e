import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users, userWarnings } from "../db/schema/index.ts";

type UserRow = typeof users.$inferSelect;

export interface SignedIn {
  user: UserRow;
  sessionId: string;
  /**
   * Warnings the user still has to acknowledge (not expired), read with the session: /api/me
   * and the page's guard need it on every load, so it costs no query of its own.
   */
  unacknowledgedWarnings: number;
}

export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 14;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** The value of one cookie from a Cookie header, or undefined. */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Reads the signed session cookie better-auth sets (`token.base64(HMAC-SHA256(secret, token))`,
 * URL-encoded) and finds its live session and user in ONE prepared query. Every authenticated
 * request passes here, so it avoids better-auth's getSession (two queries plus WebCrypto) while
 * keeping its cookie format and session rows; sessions are extended the way better-auth does
 * (once a day of use, to 14 days).
 */
export function createSessionLookup(db: Db, secret: string, cookieName: string, cacheMs: number) {
  // A short per-process cache: a page fires several API calls with the same cookie, and a
  // database round trip per call would dominate their cost. Sign-out clears the entry here at
  // once; a session ended through another process stays usable here for at most `cacheMs`
  // (better-auth's own cookie cache would allow minutes). A change to the account's standing or
  // warnings clears the user's entries in every process (the hub's onAccountChanged).
  const cache = new Map<string, { value: SignedIn | null; until: number }>();
  const CACHE_LIMIT = 10_000;

  const warnings = db
    .select({ n: sql<number>`count(*)::int` })
    .from(userWarnings)
    .where(
      and(
        eq(userWarnings.userId, users.id),
        isNull(userWarnings.acknowledgedAt),
        or(isNull(userWarnings.expiresAt), gt(userWarnings.expiresAt, sql`now()`)),
      ),
    );
  const query = db
    .select({
      user: users,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      unacknowledgedWarnings: sql<number>`(${warnings})`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("offbeat_session_lookup");

  const rawCookie = (cookieHeader: string | undefined): string | undefined =>
    cookieHeader ? cookieValue(cookieHeader, cookieName) : undefined;

  function tokenFrom(raw: string): string | null {
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return token;
  }

  async function load(token: string): Promise<SignedIn | null> {
    const [row] = await query.execute({ token });
    if (!row) return null;
    const remainingSeconds = (row.expiresAt.getTime() - Date.now()) / 1000;
    if (remainingSeconds < SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) {
      const expiresAt = new Date(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000);
      await db
        .update(sessions)
        .set({ expiresAt, updatedAt: new Date() })
        .where(eq(sessions.id, row.sessionId));
    }
    return {
      user: row.user,
      sessionId: row.sessionId,
      unacknowledgedWarnings: row.unacknowledgedWarnings,
    };
  }

  return {
    async lookup(cookieHeader: string | undefined): Promise<SignedIn | null> {
      // Cached by the signed cookie value itself: a hit skips the signature check too, since
      // the same value verified before verifies again.
      const raw = rawCookie(cookieHeader);
      if (!raw) return null;
      const now = Date.now();
      const hit = cacheMs > 0 ? cache.get(raw) : undefined;
      if (hit && hit.until > now) return hit.value;
      const token = tokenFrom(raw);
      if (!token) return null;
      const value = await load(token);
      if (cacheMs <= 0) return value;
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(raw, { value, until: now + cacheMs });
      return value;
    },
    /**
     * Drops every cached session of this user (suspended, role changed): their next request
     * reads the account afresh. Other processes hear of it through the hub (disconnectUser).
     */
    forgetUser(userId: string) {
      for (const [token, entry] of cache) if (entry.value?.user.id === userId) cache.delete(token);
    },
    /** Drops this cookie's session from the cache (after sign-out or a session change). */
    forget(cookieHeader: string | undefined) {
      const raw = rawCookie(cookieHeader);
      if (raw) cache.delete(raw);
    },
  };
}
