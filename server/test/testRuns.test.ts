import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { beginTestRun, type TestRun, testDatabaseName } from "./testRuns.ts";

const serverUrl = process.env.DATABASE_URL;

async function databasesOf(run: TestRun): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1) order by datname",
      [testDatabaseName(run.id, "")],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

async function createDatabase(run: TestRun, suffix: string) {
  await run.client.query(`create database ${testDatabaseName(run.id, suffix)}`);
}

describe.runIf(serverUrl)("test runs on PostgreSQL", () => {
  const started: TestRun[] = [];
  async function begin() {
    const run = await beginTestRun(serverUrl ?? "");
    started.push(run);
    return run;
  }
  afterAll(async () => {
    for (const run of started) await run.end().catch(() => {});
  });

  it("drops what a run stopped midway left, and never what a live run has", async () => {
    const stopped = await begin();
    const live = await begin();
    await createDatabase(stopped, "template");
    await createDatabase(stopped, "a1b2c3");
    await createDatabase(live, "d4e5f6");

    // Both still hold their lock: a run starting now leaves their databases alone.
    await begin();
    expect(await databasesOf(stopped)).toEqual([
      testDatabaseName(stopped.id, "a1b2c3"),
      testDatabaseName(stopped.id, "template"),
    ]);

    // A killed run's connection closes without its databases being dropped.
    await stopped.client.end();
    await begin();
    expect(await databasesOf(stopped)).toEqual([]);
    expect(await databasesOf(live)).toEqual([testDatabaseName(live.id, "d4e5f6")]);

    // A run that ends normally takes its own databases with it.
    await live.end();
    expect(await databasesOf(live)).toEqual([]);
  });
});
