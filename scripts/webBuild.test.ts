import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BUILD_HASH_FILE,
  buildNeeded,
  hashWebInputs,
  listWebInputs,
  readBuildState,
  WEB_OUT_DIR,
} from "./webBuild.mjs";

let root = "";

async function put(relative: string, content: string) {
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await writeFile(path.join(root, relative), content);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "offbeat-webbuild-"));
  await put("web/main.tsx", "render()");
  await put("common/site.ts", "export const site = 1;");
  await put("vite.config.ts", "export default {}");
  await put("package-lock.json", "{}");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("npm start's build decision", () => {
  it("builds when there is no build yet", () => {
    expect(buildNeeded({ currentHash: "a", storedHash: null, built: false })).toBe("no build yet");
  });

  it("builds when the sources changed since the last build", () => {
    expect(buildNeeded({ currentHash: "b", storedHash: "a", built: true })).toBe(
      "web sources changed",
    );
  });

  it("rebuilds a build made without a recorded hash (plain vite build)", () => {
    expect(buildNeeded({ currentHash: "a", storedHash: null, built: true })).toBe(
      "web sources changed",
    );
  });

  it("skips the build when the build on disk came from the same sources", () => {
    expect(buildNeeded({ currentHash: "a", storedHash: "a", built: true })).toBeNull();
  });
});

describe("the hash of the web sources", () => {
  it("is stable while nothing changes", async () => {
    expect(await hashWebInputs(root)).toBe(await hashWebInputs(root));
  });

  it("changes when a web, common, config or lockfile input is edited, added or renamed", async () => {
    const edits: Array<() => Promise<unknown>> = [
      () => put("web/main.tsx", "render(2)"),
      () => put("common/rules.ts", "export const added = 1;"),
      () => put("vite.config.ts", "export default { base: '/' }"),
      () => put("package-lock.json", '{"lockfileVersion":3}'),
      () => put("web/public/favicon.svg", "<svg/>"),
    ];
    for (const edit of edits) {
      const before = await hashWebInputs(root);
      await edit();
      expect(await hashWebInputs(root)).not.toBe(before);
    }
  });

  it("ignores test files and files outside the build's inputs", async () => {
    const before = await hashWebInputs(root);
    await put("web/pages/home.test.tsx", "it()");
    await put("common/site.test.ts", "it()");
    await put("server/main.ts", "listen()");
    await put("README.md", "# Offbeat");
    expect(await hashWebInputs(root)).toBe(before);
    expect(await listWebInputs(root)).toEqual([
      "common/site.ts",
      "package-lock.json",
      "vite.config.ts",
      "web/main.tsx",
    ]);
  });
});

describe("the build on disk", () => {
  it("is absent before the first build", async () => {
    expect(await readBuildState(root)).toEqual({ built: false, storedHash: null });
  });

  it("reports the hash recorded by the last build", async () => {
    await put(path.join(WEB_OUT_DIR, "index.html"), "<html></html>");
    await put(path.join(WEB_OUT_DIR, BUILD_HASH_FILE), "abc123\n");
    expect(await readBuildState(root)).toEqual({ built: true, storedHash: "abc123" });
  });
});
