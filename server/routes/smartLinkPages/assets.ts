import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { PAGE_ASSETS, type PageAsset } from "../../smartLinks/html/assets.ts";

/** Each asset compressed once, at start: they are a few KB and never change while running. */
function encodings(asset: PageAsset) {
  return { br: brotliCompressSync(asset.body), gzip: gzipSync(asset.body, { level: 9 }) };
}

/**
 * The smart link pages' stylesheet and script at their hashed addresses (PAGE_ASSETS): a
 * changed file is a new address, so browsers keep each for a year without asking again.
 */
export function serveAssets(app: FastifyInstance) {
  for (const asset of Object.values(PAGE_ASSETS)) {
    const compressed = encodings(asset);
    app.get(asset.path, { schema: { hide: true } }, async (request, reply) => {
      const accepted = (request.headers["accept-encoding"] ?? "").toLowerCase();
      const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
      if (encoding) reply.header("content-encoding", encoding);
      return reply
        .type(asset.type)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("vary", "accept-encoding")
        .send(encoding ? compressed[encoding] : asset.body);
    });
  }
}
