import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { assembleContext } from "../server/context.ts";
import { openDatabase } from "../server/db/client.ts";
import { migrateDatabase } from "../server/db/migrate.ts";

export const contractFiles = {
  json: path.resolve("web/api/openapi.json"),
  types: path.resolve("web/api/schema.d.ts"),
};

/** Builds the app on a throwaway database and returns its OpenAPI document and the TS types. */
export async function renderApiContract(): Promise<{ json: string; types: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-contract-"));
  const database = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AUTH_SECRET: "contract-render-only-7f3a9c1e5b2d4f6a8c0e",
  });
  // No workers: only the routes and their schemas are read.
  const ctx = await assembleContext(config, database);
  const app = await buildApp(ctx);
  try {
    await app.ready();
    const document = app.swagger();
    const json = `${JSON.stringify(document, null, 2)}\n`;
    const header =
      "/** Generated from the server's OpenAPI document by `npm run api:types`. Do not edit. */\n";
    const types = header + astToString(await openapiTS(JSON.parse(json)));
    return { json, types };
  } finally {
    await app.close();
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
