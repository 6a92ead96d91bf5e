/**
 * `npm run bench:lighthouse` (also the last part of `npm run bench`): builds the web app, starts
 * the real server on a spare port with a throwaway data folder, runs Lighthouse (mobile
 * emulation with simulated throttling, its default) in Debian's Chromium on the public pages and
 * prints the four category scores of each, plus the gzip size of the JavaScript the home page
 * loads before anyone touches it. The demo is seeded first, and one of its smart link release
 * pages (issue 17, /r/<slug>) is measured beside the site's pages. Targets (issue 6 "Public site"): performance >= 95,
 * accessibility 100, best practices >= 95, SEO 100; public initial JavaScript <= 100 KB gzip.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { freePort } from "../server/test/freePort.ts";

/** The site's pages; a smart link release page (issue 17) is added once the demo is seeded. */
const PAGES = ["/", "/terms"];
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
} as const;
const JS_BUDGET_KB = 100;
const webDist = path.resolve("dist", "web");

const AUTH_SECRET = randomBytes(32).toString("hex");

function serverEnv(port: number, dataDir: string, nodeEnv: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: nodeEnv,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET,
    LOG_LEVEL: "warn",
  };
}

/**
 * The demo (npm run seed) in the throwaway data folder, before the server starts: its
 * distributed releases have live stores with links, so a release page is measured as fans see
 * one. The seed refuses production, so it runs as development on the same folder.
 */
function seedDemo(port: number, dataDir: string): void {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed.mts"], {
    env: serverEnv(port, dataDir, "development"),
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: serverEnv(port, dataDir, "production"),
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** The first release page the sitemap lists (public smart links are in it). */
async function releasePagePath(origin: string): Promise<string> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const url = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? "", origin).pathname)
    .find((pathname) => pathname.startsWith("/r/"));
  if (!url) throw new Error("the seeded demo has no public release page in the sitemap");
  return url;
}

async function waitFor(url: string, server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error("the server stopped before answering");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

async function audit(url: string): Promise<Report> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(TARGETS),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * The scripts a page loads by itself (no pointer, no keys) until the network is quiet, in a
 * phone-sized Chromium, gzip-sized from the built files.
 */
async function initialScripts(url: string): Promise<{ file: string; gzipBytes: number }[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return [...scripts].map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length,
    }));
  } finally {
    await browser.close();
  }
}

const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");

console.log("Building the web app…");
execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });

const dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-lighthouse-"));
const port = await freePort();
const origin = `http://localhost:${port}`;
console.log("Seeding the demo…");
seedDemo(port, dataDir);
const server = startServer(port, dataDir);

try {
  await waitFor(`${origin}/api/health`, server);
  PAGES.push(await releasePagePath(origin));
  // The server renders each public page once and keeps it: measure the pages as visitors after
  // the first one get them, not the one-off render that loads React on the server.
  for (const page of PAGES) await fetch(`${origin}${page}`);
  // A release page's artwork is made on first request: made before measuring, as above.
  for (const page of PAGES.filter((p) => p.startsWith("/r/")))
    for (const size of [300, 600, 1200]) await fetch(`${origin}${page}/artwork/${size}.jpg`);
  console.log(`\nLighthouse ${"(mobile, simulated throttling)"} against ${origin}\n`);
  for (const page of PAGES) {
    let lhr = await audit(`${origin}${page}`);
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART and kin): that run measured
    // nothing, so it is run again once rather than reported as zeros.
    if (lhr.runtimeError) {
      console.log(`${page}: Lighthouse error ${lhr.runtimeError.code}, running it again`);
      lhr = await audit(`${origin}${page}`);
    }
    console.log(`${page}`);
    if (lhr.runtimeError)
      console.log(`  Lighthouse error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    for (const [id, target] of Object.entries(TARGETS)) {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      console.log(
        `  ${(lhr.categories[id]?.title ?? id).padEnd(16)} ${String(score).padStart(3)}   target >= ${String(target).padStart(3)}  ${verdict(score >= target)}`,
      );
    }
    for (const id of [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
    ]) {
      const metric = lhr.audits[id];
      if (metric) console.log(`    ${metric.title.padEnd(26)} ${metric.displayValue ?? ""}`);
    }
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
    );
    for (const a of failing) console.log(`    failing audit: ${a.id} (${a.title})`);
    // LIGHTHOUSE_REPORTS=<folder> keeps each page's full JSON report for a closer look.
    if (process.env.LIGHTHOUSE_REPORTS) {
      const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "-");
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
    }
  }

  const homeScripts = await initialScripts(`${origin}/`);
  const totalKb = homeScripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
  console.log(
    `\nPublic initial JavaScript (what / loads by itself at 390x844 until the network is quiet, gzip -9):`,
  );
  for (const s of homeScripts.sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`  ${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${s.file}`);
  console.log(
    `  ${totalKb.toFixed(1).padStart(6)} KB  total   target <= ${JS_BUDGET_KB} KB  ${verdict(totalKb <= JS_BUDGET_KB)}\n`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
