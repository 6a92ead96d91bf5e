import path from "node:path";
import { defineConfig } from "vitest/config";

// Browser scenarios: one real server (built web app, fresh embedded database) for the run,
// Chromium driven by playwright-core. Files run one at a time: they share that server.
export default defineConfig({
  resolve: {
    alias: {
      "@server": path.resolve("server"),
      "@web": path.resolve("web"),
      "@common": path.resolve("common"),
    },
  },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/globalSetup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
