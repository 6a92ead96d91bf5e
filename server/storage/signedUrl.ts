import { createHmac, timingSafeEqual } from "node:crypto";
import { assertValidKey } from "./storage.ts";

/** Where signed links point; the route in server/routes/files serves this prefix. */
export const FILES_PATH = "/api/files";
const DEFAULT_LINK_SECONDS = 300;
/** Links are for handing a file to a browser now, not for sharing: a day at most. */
const MAX_LINK_SECONDS = 24 * 60 * 60;
export const MAX_DOWNLOAD_NAME_LENGTH = 200;

interface SignOptions {
  expiresInSeconds?: number;
  /** Served as an attachment under this name; without it the file is shown inline. */
  downloadName?: string;
  /** For tests: the current time in milliseconds. */
  now?: number;
}

/** The query of a signed link, as the route receives it. */
export interface LinkParams {
  exp: number;
  sig: string;
  name?: string;
}

type LinkCheck = { ok: true } | { ok: false; reason: "expired" | "invalid" };

export interface UrlSigner {
  /** A path like `/api/files/<key>?exp=<unix seconds>&sig=<hmac>[&name=<download name>]`. */
  sign(key: string, options?: SignOptions): string;
  verify(key: string, params: LinkParams, now?: number): LinkCheck;
}

/**
 * Short-lived links to private files (audio, exports), so an <audio> element or a download can
 * fetch a file without the API handing out storage credentials. The HMAC-SHA256 covers the key,
 * the expiry and the download name, so none of them can be changed without breaking the link.
 */
export function createUrlSigner(secret: string): UrlSigner {
  if (secret.length < 16) throw new Error("The file link secret must be at least 16 characters");
  // A key of its own, derived from the app secret, so a file link signature is never valid as
  // anything else the same secret signs (session cookies).
  const linkKey = createHmac("sha256", secret).update("offbeat:file-links:v1").digest();
  const signature = (key: string, exp: number, name: string | undefined) =>
    createHmac("sha256", linkKey)
      .update(`${key}\n${exp}\n${name ?? ""}`)
      .digest();

  return {
    sign(key, options = {}) {
      assertValidKey(key);
      const seconds = options.expiresInSeconds ?? DEFAULT_LINK_SECONDS;
      if (!Number.isInteger(seconds) || seconds <= 0 || seconds > MAX_LINK_SECONDS) {
        throw new RangeError(`expiresInSeconds must be 1..${MAX_LINK_SECONDS}`);
      }
      const name = options.downloadName || undefined;
      if (name !== undefined && name.length > MAX_DOWNLOAD_NAME_LENGTH) {
        throw new RangeError(`downloadName is longer than ${MAX_DOWNLOAD_NAME_LENGTH}`);
      }
      const exp = Math.floor((options.now ?? Date.now()) / 1000) + seconds;
      const query = new URLSearchParams({
        exp: String(exp),
        sig: signature(key, exp, name).toString("base64url"),
      });
      if (name !== undefined) query.set("name", name);
      return `${FILES_PATH}/${key}?${query.toString()}`;
    },

    verify(key, params, now = Date.now()) {
      // Compared as text: decoding first would let a base64 decoder's leniency (ignored
      // characters, spare bits) accept altered signatures.
      const expected = Buffer.from(
        signature(key, params.exp, params.name || undefined).toString("base64url"),
      );
      const given = Buffer.from(params.sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: "invalid" };
      }
      // Checked after the signature, so "expired" is only ever said of a genuine link.
      if (params.exp * 1000 <= now) return { ok: false, reason: "expired" };
      return { ok: true };
    },
  };
}
