import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";

/**
 * The stream unpacked. An aborted upload still reaches whoever reads it (as the error the
 * request stream raised), and a reader that stops early releases the upload.
 */
export function gunzipped(source: Readable): Readable {
  const gunzip = createGunzip();
  source.on("error", (error) => gunzip.destroy(error));
  gunzip.on("close", () => {
    if (!source.destroyed) source.destroy();
  });
  return source.pipe(gunzip);
}

/** zlib's errors for a file that is not gzip after its first two bytes, or that stops short. */
export function isDamagedGzip(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR";
}
