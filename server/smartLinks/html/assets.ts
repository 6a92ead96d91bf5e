import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * The smart link pages' own stylesheet and script (server/smartLinks/assets/): small files
 * served by the server under an address holding their content hash, so browsers cache them for
 * a year and a changed file is a new address. Read once when the module loads.
 */
export interface PageAsset {
  /** The address the page links, e.g. /r/assets/page.3f2a9c1b.css. */
  path: string;
  body: Buffer;
  type: string;
}

function asset(file: string, type: string): PageAsset {
  const body = readFileSync(new URL(`../assets/${file}`, import.meta.url));
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 10);
  const [name, ext] = file.split(".");
  return { path: `/r/assets/${name}.${hash}.${ext}`, body, type };
}

export const PAGE_ASSETS = {
  css: asset("page.css", "text/css; charset=utf-8"),
  js: asset("page.js", "text/javascript; charset=utf-8"),
} as const;
