// Plain JavaScript so that `npm start` can decide about the build before tsx is loaded.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * What `vite build` reads (vite.config.ts): the app in web/ (with web/public and any web/.env),
 * the shared code, the config and its precompress plugin, the path aliases, and the locked
 * dependency versions that end up in the bundle.
 */
export const WEB_BUILD_INPUTS = [
  "web",
  "common",
  "vite.config.ts",
  "scripts/precompress.ts",
  "tsconfig.json",
  "package-lock.json",
];
/** Tests never reach the bundle, so editing one does not call for a rebuild. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
/** Where vite.config.ts writes the build (and server/app.ts serves it from). */
export const WEB_OUT_DIR = path.join("dist", "web");
/** Written into the build folder after a successful build: the hash of the inputs it was built from. */
export const BUILD_HASH_FILE = ".build-hash";

/** The input files under `root`, as sorted relative paths with forward slashes. */
export async function listWebInputs(root) {
  const files = [];
  const visit = async (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    const entries = await readdir(absolute, { withFileTypes: true }).catch(() => null);
    if (!entries) {
      if (!TEST_FILE.test(relative)) files.push(relative.split(path.sep).join("/"));
      return;
    }
    for (const entry of entries) {
      if (entry.name === "node_modules") continue;
      await visit(path.join(relative, entry.name));
    }
  };
  for (const input of WEB_BUILD_INPUTS) await visit(input);
  return files.sort();
}

/** One hash over every input's path and content: a renamed, added or edited file changes it. */
export async function hashWebInputs(root) {
  const hash = createHash("sha256");
  for (const file of await listWebInputs(root)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Why the web app must be built, or null when the build on disk was made from these inputs. */
export function buildNeeded({ currentHash, storedHash, built }) {
  if (!built) return "no build yet";
  if (storedHash !== currentHash) return "web sources changed";
  return null;
}

/** Whether a build is on disk and which inputs' hash it recorded (null if none). */
export async function readBuildState(root) {
  const outDir = path.join(root, WEB_OUT_DIR);
  const built = existsSync(path.join(outDir, "index.html"));
  const storedHash = await readFile(path.join(outDir, BUILD_HASH_FILE), "utf8")
    .then((text) => text.trim())
    .catch(() => null);
  return { built, storedHash };
}

/**
 * Runs `vite build` in its own process (its memory is gone before the server starts), then
 * records the hash taken before the build began: an edit made during the build is rebuilt next
 * time rather than hidden.
 */
export async function buildWeb(root) {
  const hash = await hashWebInputs(root);
  const require = createRequire(path.join(root, "package.json"));
  const vite = path.join(path.dirname(require.resolve("vite/package.json")), "bin", "vite.js");
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, "build"], { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new Error(`vite build failed (exit code ${code})`);
  await writeFile(path.join(root, WEB_OUT_DIR, BUILD_HASH_FILE), `${hash}\n`);
}

/** vite has already printed what went wrong; a stack trace of the launcher would only bury it. */
export function exitOnBuildFailure(error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
