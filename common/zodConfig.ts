/**
 * zod 4 compiles a fast parser for each object schema with `new Function`, and probes whether it
 * may when the first object schema is built. Under the app's Content-Security-Policy (script-src
 * without 'unsafe-eval') that probe is a CSP violation on every page load, even though zod
 * catches the refusal. Jitless mode skips the probe and parses with the plain interpreter.
 *
 * Import this module FIRST in the browser entry (web/main.tsx): schemas built before it ran have
 * already probed. The server has no CSP and keeps the faster compiled parsers.
 *
 * It writes zod's global configuration object (`globalThis.__zod_globalConfig`, which
 * `z.config()` fills and every zod copy reads) instead of calling `z.config()`: importing zod
 * here put 5 KB gzip of it into the public pages' first script, which must stay without zod
 * (docs/ARCHITECTURE.md, "The public site is light"). zodConfig.test.ts checks that zod sees it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
