import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("zod in the browser", () => {
  it("builds and parses schemas without new Function, which the CSP refuses", async () => {
    const compiled: string[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled.push(args.map(String).join(", "));
        return Reflect.construct(target, args);
      },
    });
    try {
      // As web/main.tsx does: the config first, then modules that build schemas.
      await import("./zodConfig.ts");
      const { ProfileUpdateSchema } = await import("./profile.ts");
      const { z } = await import("zod");
      expect(ProfileUpdateSchema.parse({ fullName: "Ann Lee" })).toEqual({ fullName: "Ann Lee" });
      expect(z.object({ a: z.string() }).safeParse({ a: 1 }).success).toBe(false);
      expect(z.config().jitless).toBe(true);
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toEqual([]);
  });

  it("is the first module the web app loads", () => {
    const main = readFileSync(new URL("../web/main.tsx", import.meta.url), "utf8");
    const firstImport = main.split("\n").find((line) => line.startsWith("import "));
    expect(firstImport).toBe('import "@common/zodConfig.ts";');
  });
});
