import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@server": path.resolve("server"),
      "@web": path.resolve("web"),
      "@common": path.resolve("common"),
    },
  },
  test: {
    include: [
      "server/**/*.test.ts",
      "common/**/*.test.ts",
      "web/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file gets its own database; two workers suit the 2-core machines here.
    maxWorkers: 2,
  },
});
