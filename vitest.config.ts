import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Component tests: React rendered into happy-dom (a light DOM, quick to start), driven with
 * Testing Library; their helpers are in web/test/.
 */
const COMPONENT_TESTS = "web/**/*.test.tsx";
/** A .tsx test that renders on the server, as the server does, so it stays in Node. */
const SERVER_RENDER_TESTS = ["web/renderPublicPage.test.tsx"];
/**
 * Tests that need a fresh process: zodConfig.test.ts watches zod build its first schemas and
 * sets zod's global jitless flag. In a shared worker an earlier file has already built schemas
 * (which then compile with new Function), and the flag would leak into the server tests after it.
 */
const FRESH_PROCESS_TESTS = ["common/zodConfig.test.ts"];

export default defineConfig({
  resolve: {
    alias: {
      "@server": path.resolve("server"),
      "@web": path.resolve("web"),
      "@common": path.resolve("common"),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file gets its own database; two workers suit the 2-core machines here.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // A worker keeps its loaded modules from one test file to the next: each file still
          // builds its own app and database, but the server's modules (and PGlite's engine) are
          // loaded once per worker, not once per file. That was 160 s of a 320 s run on 2 cores.
          // No node test mocks a module or changes process.env, which this would leak.
          isolate: false,
          // On PostgreSQL: one migrated template the test files' databases are cloned from.
          globalSetup: ["server/test/templateDatabase.ts"],
          include: [
            "server/**/*.test.ts",
            "common/**/*.test.ts",
            "web/**/*.test.ts",
            "scripts/**/*.test.ts",
            ...SERVER_RENDER_TESTS,
          ],
          exclude: FRESH_PROCESS_TESTS,
        },
      },
      {
        extends: true,
        test: { name: "fresh", environment: "node", include: FRESH_PROCESS_TESTS },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "happy-dom",
          include: [COMPONENT_TESTS],
          exclude: SERVER_RENDER_TESTS,
          // Installs the page's fetch before the API client captures it (web/test/setup.ts).
          setupFiles: ["web/test/setup.ts"],
        },
      },
    ],
  },
});
