import { z } from "zod";

/**
 * zod 4 compiles a fast parser for each object schema with `new Function`, and probes whether it
 * may when the first object schema is built. Under the app's Content-Security-Policy (script-src
 * without 'unsafe-eval') that probe is a CSP violation on every page load, even though zod
 * catches the refusal. Jitless mode skips the probe and parses with the plain interpreter.
 *
 * Import this module FIRST in the browser entry (web/main.tsx): schemas built before it ran have
 * already probed. The server has no CSP and keeps the faster compiled parsers.
 */
z.config({ jitless: true });
