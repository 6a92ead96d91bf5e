import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type EncodedHtml = { body: string | Buffer; encoding: "br" | "gzip" | null };

/** Below this size compressing a page costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * A page of HTML compressed for the browser that asked (Brotli, else gzip, else as is). Public
 * pages carry their rendered markup (tens of KB), and the first bytes decide the first paint.
 * Fast settings: a few milliseconds for the largest page.
 */
export function compressHtml(html: string, acceptEncoding: string | undefined): EncodedHtml {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (Buffer.byteLength(html) < MIN_BYTES) return { body: html, encoding: null };
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    return { body, encoding: "br" };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html, { level: 6 }), encoding: "gzip" };
  return { body: html, encoding: null };
}
