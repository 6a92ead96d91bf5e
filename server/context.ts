import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Logger, pino } from "pino";
import { type Auth, createAuth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import { type CopyrightChecker, createCopyrightChecker } from "./copyright/checker.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { createJobQueue, type JobQueue } from "./lib/jobQueue.ts";
import { createSecretBox, type SecretBox } from "./lib/secretBox.ts";
import { createUnsubscribeTokens, type UnsubscribeTokens } from "./lib/unsubscribeToken.ts";
import {
  folderMailer,
  type Mailer,
  mailAnnouncer,
  type StoredMail,
  smtpMailer,
} from "./mail/mailer.ts";
import { createHub, type Hub } from "./realtime/hub.ts";
import { createCountBuffer } from "./smartLinks/countBuffer.ts";
import type { SmartLinkCounter } from "./smartLinks/counter.ts";
import { createStorage } from "./storage/createStorage.ts";
import { createUrlSigner, type UrlSigner } from "./storage/signedUrl.ts";
import type { Storage } from "./storage/storage.ts";

/** Everything a request handler or job may use, built once per process (or per test file). */
export interface AppContext {
  config: Config;
  database: Database;
  auth: Auth;
  jobs: JobQueue;
  mailer: Mailer;
  /** The local mailbox, present only when mail is written to a folder (no SMTP_URL). */
  mailbox?: { list(): Promise<StoredMail[]>; forget(address: string): Promise<number> };
  trustedOrigins: string[];
  /** Realtime topics and events; publish only after the transaction that made the change commits. */
  hub: Hub;
  /** Files (uploads, exports): local folder or S3-compatible bucket. */
  storage: Storage;
  /** Short-lived signed links to private files, served by GET /api/files/*. */
  signer: UrlSigner;
  /** Signs and checks the newsletter's one-click unsubscribe links. */
  unsubscribeTokens: UnsubscribeTokens;
  /** Signs and checks the unsubscribe links of "Notify me" mails (over the signup id). */
  fanUnsubscribeTokens: UnsubscribeTokens;
  /** Seals stores' SFTP credentials at rest (context: the store's id; server/distribution/stores.ts). */
  storeCredentials: SecretBox;
  /** Seals artists' payout details at rest (context: the user's id; server/payouts/). */
  payoutDetails: SecretBox;
  /** The copyright check's outside sources (each on only when configured) and fpcalc. */
  copyright: CopyrightChecker;
  /** Smart link visits and clicks, buffered and written once a second (flushed on close). */
  smartLinkCounter: SmartLinkCounter;
  /** For failures no one awaits (a file deleted after commit, a job): logged, never swallowed. */
  log: Logger;
  /**
   * Adds a stop to run when the context closes, before the hub, the queue and the database
   * (timers a process start added: server/startWorkers.ts).
   */
  onClose(stop: () => void): void;
  close(): Promise<void>;
}

export interface ContextOptions {
  /** How often job workers look for work (the workers themselves: server/startWorkers.ts). */
  pollingIntervalSeconds?: number;
  /** The API tests' cheaper scrypt (server/auth/lightPasswordHashing.ts); never in the server. */
  lightPasswordHashing?: boolean;
}

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in DATA_DIR, so sessions
 * survive restarts without anyone having to invent a secret for a local try-out.
 */
function resolveSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export async function createContext(
  config: Config,
  options: ContextOptions = {},
): Promise<AppContext> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, "db"),
  });
  await migrateDatabase(database);
  return assembleContext(config, database, options);
}

/** Builds the context on an already migrated database (tests hand in a fresh one). */
export async function assembleContext(
  config: Config,
  database: Database,
  options: ContextOptions = {},
): Promise<AppContext> {
  const folder = config.SMTP_URL
    ? undefined
    : folderMailer(path.join(config.DATA_DIR, "mail"), config.MAIL_FROM, mailAnnouncer(config));
  const mailer: Mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : folder!;
  const jobs = createJobQueue(database, {
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
    log: pino({ level: config.LOG_LEVEL, name: "jobs" }),
  });
  const trustedOrigins = [
    new URL(config.APP_URL).origin,
    ...config.TRUSTED_ORIGINS.map((o) => new URL(o).origin),
  ];
  const secret = resolveSecret(config);
  const auth = createAuth({
    config,
    database,
    jobs,
    secret,
    trustedOrigins,
    lightPasswordHashing: options.lightPasswordHashing,
  });
  const hub = createHub(database, pino({ level: config.LOG_LEVEL, name: "realtime" }));
  // A suspension closes the user's sockets everywhere; each process also forgets their sessions.
  hub.onDisconnectUser((userId) => auth.forgetUser(userId));
  // A warning, a standing or a profile change: each process reads the user's session afresh.
  hub.onAccountChanged((userId) => auth.forgetUser(userId));
  await hub.start();
  const stops: (() => void)[] = [];
  const context: AppContext = {
    config,
    database,
    auth,
    jobs,
    mailer,
    mailbox: folder,
    trustedOrigins,
    hub,
    storage: createStorage(config),
    signer: createUrlSigner(secret),
    unsubscribeTokens: createUnsubscribeTokens(secret),
    fanUnsubscribeTokens: createUnsubscribeTokens(secret, "fan-unsubscribe"),
    storeCredentials: createSecretBox(secret, "store-credentials"),
    payoutDetails: createSecretBox(secret, "payout-details"),
    copyright: createCopyrightChecker(config),
    smartLinkCounter: createCountBuffer({
      database,
      appUrl: config.APP_URL,
      log: pino({ level: config.LOG_LEVEL, name: "smart-links" }),
    }),
    log: pino({ level: config.LOG_LEVEL, name: "offbeat" }),
    onClose(stop) {
      stops.push(stop);
    },
    async close() {
      for (const stop of stops.splice(0)) stop();
      // The last second's counts, while the database is still open.
      await context.smartLinkCounter.close();
      await hub.close();
      await jobs.stop();
      await database.close();
    },
  };
  // pg-boss starts here, without queues or workers, so any process can queue jobs; the queues
  // and their workers are added where a process starts (server/startWorkers.ts). A job queued
  // before its queue exists is dropped by pg-boss, so processes that queue jobs start them first.
  await jobs.start([], false);
  return context;
}
