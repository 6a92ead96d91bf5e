import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { enterRunFolder, type RunFolder } from "./runFolder.ts";
import { beginTestRun, type TestRun, testDatabaseName } from "./testRuns.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** On PostgreSQL: a migrated database each test file's database is cloned from. */
    templateDatabase: string | null;
    /** On PostgreSQL: the run's id, in the name of each database it makes (./testRuns.ts). */
    testRun: string | null;
  }
}

/**
 * vitest globalSetup of the node tests. On PostgreSQL (DATABASE_URL set) it migrates one
 * database for the whole run, and each test file's database is created as a copy of it
 * (`create database … template`, ~0.1 s) instead of running every migration again (~0.7 s on
 * 2 cores). PGlite keeps its own snapshot per worker (server/test/support.ts). Starting, it
 * drops what earlier runs stopped midway left on the server; ending, whatever this run left.
 * On either database it points TMPDIR at the run's folder (./runFolder.ts), which the workers
 * it starts inherit, and removes the folder at the end.
 */
let run: TestRun | undefined;
let folder: RunFolder | undefined;

export async function setup(project: TestProject) {
  folder = enterRunFolder();
  const serverUrl = process.env.DATABASE_URL;
  let template: string | null = null;
  if (serverUrl) {
    run = await beginTestRun(serverUrl);
    template = testDatabaseName(run.id, "template");
    await run.client.query(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      // A template may have no open connection while it is copied.
      await database.close();
    }
  }
  project.provide("templateDatabase", template);
  project.provide("testRun", run?.id ?? null);
}

export async function teardown() {
  try {
    await run?.end();
  } finally {
    folder?.end();
  }
}
