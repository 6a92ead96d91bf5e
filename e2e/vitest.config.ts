import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The usual order (slowest first, as timed in earlier runs), then the accessibility scan last:
 * it reads the pages with everything the other scenarios left on the shared server (failed and
 * live deliveries, payouts, suspended users, reports in every state), the fullest pages the run
 * has, and always the same set of them.
 */
class AccessibilityLast extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const last = (file: TestSpecification) => file.moduleId.endsWith("accessibility.e2e.ts");
    return [...sorted.filter((file) => !last(file)), ...sorted.filter(last)];
  }
}

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
    sequence: { sequencer: AccessibilityLast },
    // A lazy page needs about a second to render in a busy CI machine; vitest's 1 s default
    // for expect.poll made first looks at a page (the builder, the sign-in dialog) flaky.
    expect: { poll: { timeout: 10_000 } },
  },
});
