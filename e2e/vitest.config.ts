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
    // A lazy page needs about a second to render in a busy CI machine; vitest's 1 s default
    // for expect.poll made first looks at a page (the builder, the sign-in dialog) flaky.
    expect: { poll: { timeout: 10_000 } },
  },
});
