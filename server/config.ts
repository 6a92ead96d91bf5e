import { isIP } from "node:net";
import { isValidDpid, isValidGs1Prefix, isValidIsrcPrefix } from "@common/codes.ts";
import { isKnownCurrency } from "@common/money/currencies.ts";
import { z } from "zod";

/**
 * Every setting Offbeat reads, parsed once at start-up. A bad value stops the process with a
 * message naming the variable (see formatConfigError), never a half-configured server.
 */
const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const proxyRangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IPv4/IPv6 address, optionally with a /prefix, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For/-Host/-Proto: unset (or 0) trusts none, so the address
 * that rate limits count is the socket's and cannot be forged; a hop count trusts that many
 * proxies in front; a list names the proxies' addresses (CIDRs allowed).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.find((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `must be a hop count or a comma-separated list of proxy addresses or CIDRs${bad === undefined ? "" : ` (not "${bad}")`}`,
      });
      return z.NEVER;
    }
    return entries;
  });

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /**
   * Public address of the app: used in mail links; trusted as an origin beside the request's
   * Host. Kept without a trailing slash, so "https://music.example/" links to
   * "https://music.example/dashboard", not "…//dashboard" (a page the app does not have).
   */
  APP_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ""))
    .default("http://localhost:3000"),
  /** Extra origins allowed to send state-changing requests (comma separated), e.g. Vite's dev server. */
  TRUSTED_ORIGINS: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** postgres://… for a real PostgreSQL server; unset means embedded PGlite in DATA_DIR/db. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Secret for session cookies and signed file links; at least 32 characters in production. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Proxies whose X-Forwarded-* headers count (see trustProxy above); unset trusts none. */
  TRUST_PROXY: trustProxy.optional().transform((v) => v ?? false),
  /** How long one process may reuse a session lookup (ms); 0 checks the database every time. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * Multiplies the per-address limits of sign-up, sign-in, two-factor and account mail, for many
   * people behind one address (an office NAT, a test rig). Per-account limits stay as they are.
   */
  AUTH_IP_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** smtp://user:pass@host:port or smtps://…; unset writes mail to DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Offbeat <no-reply@offbeat.local>"),
  /**
   * Most an account's uploads may take before they are part of a submitted release: files its
   * drafts use and files nothing uses yet, in GB (1024³ bytes). The masters and artwork of
   * submitted, approved and distributed releases never count (server/uploads/draftStorage.ts).
   */
  DRAFT_STORAGE_GB: z.coerce.number().int().min(1).max(1_000_000).default(20),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LABEL_NAME: z.string().min(1).default("Offbeat"),
  SUPPORT_EMAIL: z.email().default("support@offbeat.se"),
  FOUNDED_YEAR: z.coerce.number().int().min(1900).max(2100).default(2025),
  /*
   * Distribution defaults (issue 15): what Admin Tools > Distribution shows until an admin saves
   * it. Unset outside production, placeholders let a local try-out approve and deliver; unset in
   * production, approval refuses until the prefixes are set (server/distribution/settings.ts).
   */
  /** The label's DDEX party id, e.g. PADPIDA2014122301Q (hyphens allowed). */
  LABEL_DPID: z
    .string()
    .refine(isValidDpid, "must look like PADPIDA + 11 letters or digits")
    .optional(),
  /** GS1 company prefix, 6 to 11 digits (a U.S. UPC prefix with GS1's leading 0). */
  LABEL_GS1_PREFIX: z.string().refine(isValidGs1Prefix, "must have 6 to 11 digits").optional(),
  /** ISRC country code + registrant code, e.g. SE-ABC. */
  LABEL_ISRC_PREFIX: z
    .string()
    .refine(isValidIsrcPrefix, "must be a country code and a registrant code, like SE-ABC")
    .optional(),
  /** Owners named in the ℗ (recordings) and © (artwork) lines; unset: LABEL_NAME. */
  LABEL_P_LINE: z.string().min(1).max(200).optional(),
  LABEL_C_LINE: z.string().min(1).max(200).optional(),
  /*
   * Delivery to stores (issue 15): a failed run is retried after DELIVERY_RETRY_SECONDS, doubling
   * each time (pg-boss back-off), until DELIVERY_ATTEMPTS (common/distribution.ts) runs are spent.
   */
  DELIVERY_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Deliveries one process uploads at the same time. */
  DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Releases one batch may carry to a store: a delivery job takes along other releases queued
   * for the same store (1: a batch per release).
   */
  DELIVERY_BATCH_RELEASES: z.coerce.number().int().min(1).max(100).default(10),
  /** How often each enabled store's acknowledgements are read. */
  ACK_POLL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  /** Number of HTTP requests in flight allowed to finish on SIGTERM before the process exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  /*
   * Copyright lookups (decision 13): each outside service is on only when its key or address is
   * set. Offbeat's own catalogue is always checked.
   */
  /** AcoustID application key (https://acoustid.org/new-application): audio fingerprint lookup. */
  ACOUSTID_API_KEY: z.string().optional(),
  ACOUSTID_URL: z.url().default("https://api.acoustid.org/v2/lookup"),
  /** MusicBrainz web service root, e.g. https://musicbrainz.org/ws/2 (no key; set to turn on). */
  MUSICBRAINZ_URL: z.url().optional(),
  /** Last.fm API key: track info and track search. */
  LASTFM_API_KEY: z.string().optional(),
  LASTFM_URL: z.url().default("https://ws.audioscrobbler.com/2.0/"),
  /** iTunes Search API address, e.g. https://itunes.apple.com/search (no key; set to turn on). */
  ITUNES_SEARCH_URL: z.url().optional(),
  /** Discogs personal access token: database search of masters and releases. */
  DISCOGS_TOKEN: z.string().optional(),
  DISCOGS_URL: z.url().default("https://api.discogs.com"),
  /** How long one lookup may take before its source is reported failed. */
  COPYRIGHT_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** Chromaprint's fpcalc (Debian: libchromaprint-tools); fingerprints are unavailable without it. */
  FPCALC_PATH: z.string().min(1).default("fpcalc"),
  /** ffmpeg cuts the smart links' track previews; without it a preview answers 503. */
  FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
  /*
   * Royalties (issue 19): the ledger keeps one currency; a withdrawal must be at least
   * PAYOUT_MINIMUM of it (major units, like "100" or "100.50").
   */
  LEDGER_CURRENCY: z
    .string()
    .refine(isKnownCurrency, "must be an ISO 4217 currency code, like SEK")
    .default("SEK"),
  PAYOUT_MINIMUM: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,3})?$/, "must be an amount like 100 or 100.50")
    .default("100"),
  /** Benchmarks only: answer every request with the number of SQL queries sent so far. */
  BENCH_COUNT_QUERIES: bool.default(false),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

function formatConfigError(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  return `Invalid configuration:\n${lines.join("\n")}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env files mean "unset", not "empty value".
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  // Unset, the app's own address follows PORT, so `PORT=8080 npm start` mails links that open.
  if (cleaned.APP_URL === undefined && /^\d+$/.test(cleaned.PORT ?? "3000"))
    cleaned.APP_URL = `http://localhost:${cleaned.PORT ?? 3000}`;
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) throw new ConfigError(formatConfigError(parsed.error));
  const config = parsed.data;
  if (config.NODE_ENV === "production" && !config.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required in production (32+ characters)",
    );
  }
  if (config.STORAGE_DRIVER === "s3") {
    for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!config[key])
        throw new ConfigError(`Invalid configuration:\n  ${key}: required when STORAGE_DRIVER=s3`);
    }
  }
  return config;
}
