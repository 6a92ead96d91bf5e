import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|map)$/;
/** Below this size a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz copy beside each text asset of the build. The server sends them to
 * browsers that accept them (@fastify/static preCompressed), so the public pages' JavaScript
 * travels compressed without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "offbeat-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file) && !file.endsWith(".map"))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            if (content.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
          }),
      );
    },
  };
}
