import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../server/test/freePort.ts";
import { enterRunFolder, type RunFolder } from "../server/test/runFolder.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** The server's DATA_DIR/mail: the mails it wrote (no SMTP), read by waitForMail. */
    mailDir: string;
    /** Where the admin's browser session is kept between scenarios (e2e/users.ts). */
    adminSessionFile: string;
  }
}

let server: ChildProcess | undefined;

let dataDir = "";
let folder: RunFolder | undefined;

/** Builds the web app and starts the real server as `npm start` does, on a fresh data folder. */
export async function setup(project: TestProject) {
  // The run's temporary files (its data folder, the server's, Chromium's) go in one folder that
  // teardown removes, and the next run removes if this one is killed (server/test/runFolder.ts).
  folder = enterRunFolder();
  // The production bundle, as `npm start` builds it: vitest runs with NODE_ENV=test, which
  // `vite build` would otherwise follow and bundle React's development build (its extra checks,
  // effects run twice under StrictMode, a different size and speed).
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const adminEmail = "admin@e2e.offbeat.local";
  const adminPassword = "e2e-admin-password";
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      TMPDIR: folder.path,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: "warn",
      // Every scenario signs up and signs in from 127.0.0.1; the per-account limits still apply.
      AUTH_IP_LIMIT_FACTOR: "20",
      // Deliveries (issue 15): a store's acknowledgement is read within seconds, and a failed
      // upload is retried after a second, so the scenarios need not wait minutes.
      ACK_POLL_SECONDS: "5",
      DELIVERY_RETRY_SECONDS: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600 || server.exitCode !== null) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("adminEmail", adminEmail);
  project.provide("adminPassword", adminPassword);
  project.provide("mailDir", path.join(dataDir, "mail"));
  // In the run's data folder, so teardown removes the session with the rest.
  project.provide("adminSessionFile", path.join(dataDir, "e2e-admin-session.json"));
}

export async function teardown() {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server?.once("exit", r));
  }
  folder?.end();
}
