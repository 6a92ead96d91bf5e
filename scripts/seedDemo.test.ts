import { RELEASE_STATUSES } from "@common/releases.ts";
import { ReviewMessages } from "@common/review.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releases, users } from "../server/db/schema/index.ts";
import { createTestEnv, type TestEnv } from "../server/test/support.ts";
import { demoAccounts, seedDemo } from "./seedDemo.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const releaseRows = () =>
  env.ctx.database.db
    .select({ title: releases.title, status: releases.status, notes: releases.adminNotes })
    .from(releases);

describe("npm run seed", () => {
  it("gives the demo artists a release in every status, and a second run adds nothing", async () => {
    await seedDemo(env.ctx);
    const first = await releaseRows();
    expect(new Set(first.map((r) => r.status))).toEqual(new Set(RELEASE_STATUSES));
    // Reviewed as on the Release Review page: the approval carries the dialog's note.
    expect(first.find((r) => r.status === "approved")?.notes).toBe(ReviewMessages.approvedNote);

    const lines: string[] = [];
    await seedDemo(env.ctx, (line) => lines.push(line));
    expect(lines.every((line) => line.startsWith("exists"))).toBe(true);
    const second = await releaseRows();
    expect(second.map((r) => `${r.title}/${r.status}`).sort()).toEqual(
      first.map((r) => `${r.title}/${r.status}`).sort(),
    );
    expect(await env.ctx.database.db.$count(users)).toBe(demoAccounts.length);
  }, 120_000);
});
