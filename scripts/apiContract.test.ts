import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { contractFiles, renderApiContract } from "./apiContract.ts";

// Starts the embedded database whatever DATABASE_URL says: CI's second pass (on PostgreSQL)
// skips it, as it ran in the first.
it.skipIf(Boolean(process.env.DATABASE_URL))(
  "the web client's API types match the server's OpenAPI document (run `npm run api:types`)",
  async () => {
    const { json, types } = await renderApiContract();
    expect(readFileSync(contractFiles.json, "utf8")).toBe(json);
    expect(readFileSync(contractFiles.types, "utf8")).toBe(types);
  },
  // It boots the whole app on the embedded database: ~8 s idle, 40 s seen on a loaded 2-core
  // machine, beyond the suite's 30 s default.
  120_000,
);
