import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "@common/ids.ts";

export interface UnsubscribeTokens {
  /** `<user id>.<HMAC-SHA256 of it, base64url>`: goes in every newsletter's unsubscribe link. */
  create(userId: string): string;
  /** The user id the token was made for, or null when it was not made by this server. */
  verify(token: string): string | null;
}

/**
 * One-click unsubscribe links. They never expire (a newsletter from last year must still work)
 * and only ever turn marketing mail off, so the worst a leaked link allows is unsubscribing its
 * owner. The key is derived from the app secret for this one purpose, so a token is never valid
 * as anything else the secret signs (session cookies, file links). Each `purpose` has its own
 * key: a newsletter link never unsubscribes a fan from a release's list (smart links), nor back.
 */
export function createUnsubscribeTokens(
  secret: string,
  purpose = "unsubscribe",
): UnsubscribeTokens {
  const key = createHmac("sha256", secret).update(`offbeat:${purpose}:v1`).digest();
  const mac = (userId: string) => createHmac("sha256", key).update(userId).digest("base64url");
  return {
    create(userId) {
      return `${userId}.${mac(userId)}`;
    },
    verify(token) {
      const dot = token.indexOf(".");
      const userId = token.slice(0, dot);
      if (dot < 0 || !isUuid(userId)) return null;
      // Compared as text, like file links: a lenient base64 decoder must not accept variants.
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(userId));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return userId;
    },
  };
}
