import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

export interface SignedIn {
  user: UserRow;
  sessionId: string;
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
  // (better-auth's own cookie cache would allow minutes).
  const cache = new Map<string, { value: SignedIn | null; until: number }>();
  const CACHE_LIMIT = 10_000;

  const query = db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("offbeat_session_lookup");

  function tokenFrom(cookieHeader: string | undefined): string | null {
    if (!cookieHeader) return null;
    const raw = cookieValue(cookieHeader, cookieName);
    if (!raw) return null;
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
    return { user: row.user, sessionId: row.sessionId };
  }

  return {
    async lookup(cookieHeader: string | undefined): Promise<SignedIn | null> {
      const token = tokenFrom(cookieHeader);
      if (!token) return null;
      if (cacheMs <= 0) return load(token);
      const now = Date.now();
      const hit = cache.get(token);
      if (hit && hit.until > now) return hit.value;
      const value = await load(token);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(token, { value, until: now + cacheMs });
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
      const token = tokenFrom(cookieHeader);
      if (token) cache.delete(token);
    },
  };
}
