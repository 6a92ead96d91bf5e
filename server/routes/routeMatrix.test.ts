import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { conversationParticipants, messages, releases, users } from "../db/schema/index.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";
import { accountRows } from "./routeMatrixAccountRows.ts";
import { adminRows } from "./routeMatrixAdminRows.ts";
import { earningsRows } from "./routeMatrixEarningsRows.ts";
import { financeRows } from "./routeMatrixFinanceRows.ts";
import { makeFixtures } from "./routeMatrixFixtures.ts";
import {
  ACTORS,
  type ActorName,
  callAs,
  type Fixtures,
  leaksIn,
  operations,
} from "./routeMatrixKit.ts";
import { payoutRows } from "./routeMatrixPayoutRows.ts";
import { reportImportRows } from "./routeMatrixReportImportRows.ts";
import { reportPostingRows } from "./routeMatrixReportPostingRows.ts";
import { workRows } from "./routeMatrixWorkRows.ts";

/**
 * Issue 14, "One way to authorize": every operation of the OpenAPI document, called by
 * anonymous, the owner, another artist, staff, an admin, a suspended and a banned artist, with
 * the owner's ids, answers exactly its row's status and shows nobody the owner's private data.
 * A route added without a row fails here, and so does a row whose route is gone.
 */
const rows = [
  ...accountRows,
  ...workRows,
  ...adminRows,
  ...reportImportRows,
  ...reportPostingRows,
  ...earningsRows,
  ...payoutRows,
  ...financeRows,
];

let env: TestEnv;
let fx: Fixtures;

beforeAll(async () => {
  env = await createTestEnv();
  await env.app.ready();
  fx = await makeFixtures(env);
}, 120_000);
afterAll(async () => {
  await env?.close();
});

describe("route x actor matrix", () => {
  test("every OpenAPI operation has exactly one row, and every row an operation", () => {
    const documented = operations(env.app.swagger());
    const named = rows.map((row) => row.op);
    expect({
      withoutRow: documented.filter((op) => !named.includes(op)),
      withoutOperation: named.filter((op) => !documented.includes(op)),
      twice: named.filter((op, i) => named.indexOf(op) !== i),
    }).toEqual({ withoutRow: [], withoutOperation: [], twice: [] });
  });

  for (const row of rows) {
    test(row.op, async () => {
      const statuses = {} as Record<ActorName, number>;
      const leaks: string[] = [];
      for (const actor of ACTORS) {
        const res = await callAs(fx, row, actor);
        statuses[actor] = res.statusCode;
        leaks.push(...leaksIn(fx, row, actor, res));
      }
      expect({ statuses, leaks }).toEqual({ statuses: row.expect, leaks: [] });
    });
  }

  // Otherwise the leak check would pass for want of anything to find.
  test("the owner's private data is really there, in the owner's own export", async () => {
    const exported = await fx.actors.owner.get("/api/account/export");
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    for (const secret of Object.values(fx.secrets)) expect(text).toContain(secret);
  });

  test("the refused calls changed nothing of the owner's", async () => {
    const db = env.ctx.database.db;
    const owner = fx.actors.owner;
    const [draft] = await db.select().from(releases).where(eq(releases.id, fx.releases.draft));
    expect({ title: draft?.title, status: draft?.status }).toEqual({
      title: fx.releases.draftTitle,
      status: "draft",
    });
    const [account] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(account?.role).toBe("artist");
    const members = await db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, fx.conversations.main));
    expect(members.map((m) => m.userId).sort()).toEqual([owner.id, fx.support[0]].sort());
    // The seeded messages and the owner's one from the matrix; nobody else wrote in.
    const sent = await db
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(and(eq(messages.conversationId, fx.conversations.main)));
    expect(sent.length).toBe(fx.mainMessages + 1);
  });
});
