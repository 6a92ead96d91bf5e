/**
 * `npm run bench:lighthouse` (also the last part of `npm run bench`): builds the web app, starts
 * the real server on a spare port with a throwaway data folder, runs Lighthouse (mobile
 * emulation with simulated throttling, its default) in Debian's Chromium on the public pages and
 * prints the four category scores of each, plus the gzip size of the JavaScript the home page
 * loads before anyone touches it. Targets (issue 6 "Public site"): performance >= 95,
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

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
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
const server = startServer(port, dataDir);

try {
  await waitFor(`${origin}/api/health`, server);
  // The server renders each public page once and keeps it: measure the pages as visitors after
  // the first one get them, not the one-off render that loads React on the server.
  for (const page of PAGES) await fetch(`${origin}${page}`);
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
