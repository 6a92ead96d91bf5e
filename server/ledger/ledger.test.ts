import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, createUser, type TestEnv } from "../test/support.ts";
import { accountFor } from "./accounts.ts";
import { balancesOf, balancesOfUser } from "./balances.ts";
import {
  CURRENCY,
  holdPayout,
  ledgerSnapshot,
  payableOf,
  postReportRevenue,
  refusal,
  settlePayout,
} from "./ledgerTestKit.ts";
import { LedgerError } from "./messages.ts";
import { postEntry } from "./post.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const db = () => env.ctx.database.db;

/** A user's balances by kind, in the normal sense (what they are owed is positive). */
async function owedTo(userId: string) {
  const rows = await balancesOfUser(db(), userId);
  return Object.fromEntries(rows.map((row) => [row.kind, row.amount]));
}

describe("posting journal entries", () => {
  it("books a balanced entry and moves the balances in the same transaction", async () => {
    const artist = await createUser(env.ctx);
    const result = await db().transaction((tx) =>
      postReportRevenue(tx, {
        key: "report:a:post",
        total: 1000n,
        payees: [{ userId: artist.id, weight: "100" }],
      }),
    );
    expect(result.created).toBe(true);
    expect(await owedTo(artist.id)).toEqual({ artist_payable: 800n });
    const label = await accountFor(db(), "label_share", { currency: CURRENCY });
    const receivable = await accountFor(db(), "store_receivable", {
      storeId: "spotify",
      currency: CURRENCY,
    });
    const byAccount = new Map(
      (await balancesOf(db(), [label, receivable])).map((row) => [row.accountId, row]),
    );
    expect(byAccount.get(label)).toMatchObject({
      kind: "label_share",
      balance: -200n,
      amount: 200n,
    });
    expect(byAccount.get(receivable)).toMatchObject({ balance: 1000n, amount: 1000n });
  });

  it("splits 0.03 of artist side 50/30/20 as 0.01 each", async () => {
    const [a, b, c] = [
      await createUser(env.ctx),
      await createUser(env.ctx),
      await createUser(env.ctx),
    ];
    if (!a || !b || !c) throw new Error("users");
    // 4 öre in: 3 to the artist side (largest remainder of 3.2), 1 to the label.
    await db().transaction((tx) =>
      postReportRevenue(tx, {
        key: "report:split:post",
        total: 4n,
        payees: [
          { userId: a.id, weight: "50" },
          { userId: b.id, weight: "30" },
          { userId: c.id, weight: "20" },
        ],
      }),
    );
    for (const user of [a, b, c]) expect(await owedTo(user.id)).toEqual({ artist_payable: 1n });
  });

  it("posts the same idempotency key once: a repeat returns the first entry and writes nothing", async () => {
    const artist = await createUser(env.ctx);
    const post = () =>
      db().transaction((tx) =>
        postReportRevenue(tx, {
          key: "report:again:post",
          total: 500n,
          payees: [{ userId: artist.id, weight: "1" }],
        }),
      );
    const first = await post();
    const before = await ledgerSnapshot(db());
    const second = await post();
    expect(second).toEqual({ entryId: first.entryId, created: false });
    expect(await ledgerSnapshot(db())).toEqual(before);
    expect(await owedTo(artist.id)).toEqual({ artist_payable: 400n });
  });

  it("refuses in code an entry that does not balance, before writing anything", async () => {
    const artist = await createUser(env.ctx);
    const before = await ledgerSnapshot(db());
    const payable = await payableOf(db(), artist.id);
    const label = await accountFor(db(), "label_share", { currency: CURRENCY });
    const attempt = db().transaction((tx) =>
      postEntry(tx, {
        idempotencyKey: "correction:bad",
        kind: "correction",
        description: "Off by one",
        createdBy: null,
        lines: [
          { accountId: payable, amount: -100n },
          { accountId: label, amount: 99n },
        ],
      }),
    );
    await expect(attempt).rejects.toThrow(LedgerError);
    await expect(attempt).rejects.toThrow(
      "Journal entry correction:bad does not balance: its lines add up to -1 instead of 0.",
    );
    expect(await ledgerSnapshot(db())).toEqual(before);
  });
});

describe("what PostgreSQL enforces, whatever writes the rows", () => {
  async function rawEntry(key: string, amounts: bigint[]) {
    const label = await accountFor(db(), "label_share", { currency: CURRENCY });
    const receivable = await accountFor(db(), "store_receivable", {
      storeId: "spotify",
      currency: CURRENCY,
    });
    return db().transaction(async (tx) => {
      const entry = await tx.execute<{ id: string }>(sql`
        insert into journal_entries (kind, description, idempotency_key)
        values ('correction', 'raw', ${key}) returning id`);
      const entryId = entry.rows[0]?.id;
      for (const [index, amount] of amounts.entries()) {
        const account = index % 2 === 0 ? receivable : label;
        await tx.execute(sql`insert into journal_lines (entry_id, account_id, amount)
          values (${entryId}, ${account}, ${amount})`);
      }
      return entryId;
    });
  }

  it("cannot commit an unbalanced entry written with raw SQL", async () => {
    const before = await ledgerSnapshot(db());
    expect(await refusal(() => rawEntry("raw:unbalanced", [100n, -50n]))).toMatch(
      /Journal entry .* \(raw:unbalanced\) does not balance: its SEK lines add up to 50 instead of 0\./,
    );
    expect(await refusal(() => rawEntry("raw:one-line", [100n]))).toMatch(
      /\(raw:one-line\) has 1 line\(s\); an entry needs at least two\./,
    );
    expect(await refusal(() => rawEntry("raw:no-lines", []))).toMatch(/has 0 line\(s\)/);
    expect(await ledgerSnapshot(db())).toEqual(before);
    // A balanced one written the same way commits.
    expect(typeof (await rawEntry("raw:balanced", [70n, -70n]))).toBe("string");
  });

  it("refuses lines added to an entry after the transaction that made it", async () => {
    const entryId = await rawEntry("raw:closed", [30n, -30n]);
    const label = await accountFor(db(), "label_share", { currency: CURRENCY });
    const text = await refusal(() =>
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into journal_lines (entry_id, account_id, amount)
          values (${entryId}, ${label}, 5), (${entryId}, ${label}, -5)`);
      }),
    );
    expect(text).toContain(`Journal entry ${entryId} is closed`);
  });

  it("keeps entries and lines append-only and balances in the trigger's hands", async () => {
    await rawEntry("raw:kept", [10n, -10n]);
    const statements = [
      sql`update journal_entries set description = 'changed' where idempotency_key = 'raw:kept'`,
      sql`delete from journal_entries where idempotency_key = 'raw:kept'`,
      sql`update journal_lines set amount = amount * 2`,
      sql`delete from journal_lines`,
      sql`truncate journal_lines cascade`,
    ];
    for (const statement of statements) {
      expect(await refusal(() => db().execute(statement))).toMatch(
        /The ledger is append-only: (UPDATE|DELETE|TRUNCATE) on journal_(entries|lines) is refused; a correction is a new journal entry\./,
      );
    }
    expect(
      await refusal(() => db().execute(sql`update account_balances set balance = 0`)),
    ).toContain("Account balances are kept by the ledger: UPDATE on account_balances is refused");
    expect(
      await refusal(() =>
        db().execute(sql`insert into journal_lines (entry_id, account_id, amount)
      select entry_id, account_id, 0 from journal_lines limit 1`),
      ),
    ).toContain("journal_lines_amount_check");
  });

  it("refuses a payout that would take a payable below zero, naming the account", async () => {
    const artist = await createUser(env.ctx);
    await db().transaction((tx) =>
      postReportRevenue(tx, {
        key: "report:payout:post",
        total: 1250n,
        payees: [{ userId: artist.id, weight: "1" }],
      }),
    );
    const payable = await payableOf(db(), artist.id);
    const text = await refusal(() =>
      db().transaction((tx) => holdPayout(tx, artist.id, "too-much", 1001n)),
    );
    expect(text).toContain(
      `The artist_payable account ${payable} (owner ${artist.id}) would go below zero (a debit balance of 1 SEK minor units); a payable never goes negative.`,
    );
    expect(await owedTo(artist.id)).toEqual({ artist_payable: 1000n });

    await db().transaction((tx) => holdPayout(tx, artist.id, "w1", 600n));
    expect(await owedTo(artist.id)).toEqual({ artist_payable: 400n, payouts_in_progress: 600n });
    await db().transaction((tx) => settlePayout(tx, artist.id, "w1", 600n, "rejected"));
    expect(await owedTo(artist.id)).toEqual({ artist_payable: 1000n, payouts_in_progress: 0n });
    await db().transaction((tx) => holdPayout(tx, artist.id, "w2", 1000n));
    await db().transaction((tx) => settlePayout(tx, artist.id, "w2", 1000n, "paid"));
    expect(await owedTo(artist.id)).toEqual({
      artist_payable: 0n,
      paid_out: 1000n,
      payouts_in_progress: 0n,
    });
    // Settling the in-progress account twice would overdraw it: the repeat is a no-op instead.
    const again = await db().transaction((tx) => settlePayout(tx, artist.id, "w2", 1000n, "paid"));
    expect(again.created).toBe(false);
  });
});

describe("ledger accounts", () => {
  it("makes one account per kind, owner and currency, even when asked for at once", async () => {
    const artist = await createUser(env.ctx);
    const ids = await Promise.all(
      Array.from({ length: 4 }, () =>
        accountFor(db(), "artist_payable", { userId: artist.id, currency: CURRENCY }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const held = await accountFor(db(), "held_for_invite", {
      email: "Guest@Example.com",
      currency: CURRENCY,
    });
    expect(
      await accountFor(db(), "held_for_invite", { email: "guest@example.com", currency: CURRENCY }),
    ).toBe(held);
    expect(await accountFor(db(), "paid_out", { userId: artist.id, currency: CURRENCY })).not.toBe(
      ids[0],
    );
    expect(await refusal(() => accountFor(db(), "label_share", { currency: "sek" }))).toContain(
      '"sek" is not an ISO 4217 currency code',
    );
    expect(
      await refusal(() =>
        db().execute(
          sql`insert into ledger_accounts (kind, currency) values ('artist_payable', 'SEK')`,
        ),
      ),
    ).toContain("ledger_accounts_owner_check");
  });

  it("keeps an account's kind, owner and currency; only a held address may be anonymised", async () => {
    const [artist, other] = [await createUser(env.ctx), await createUser(env.ctx)];
    const payable = await accountFor(db(), "artist_payable", {
      userId: artist.id,
      currency: CURRENCY,
    });
    const receivable = await accountFor(db(), "store_receivable", {
      storeId: "deezer",
      currency: CURRENCY,
    });
    const held = await accountFor(db(), "held_for_invite", {
      email: "leaver@example.com",
      currency: CURRENCY,
    });
    for (const statement of [
      sql`update ledger_accounts set user_id = ${other.id} where id = ${payable}`,
      sql`update ledger_accounts set kind = 'paid_out' where id = ${payable}`,
      sql`update ledger_accounts set currency = 'EUR' where id = ${payable}`,
      sql`update ledger_accounts set store_id = 'tidal' where id = ${receivable}`,
      sql`update ledger_accounts set created_at = now() - interval '1 year' where id = ${held}`,
    ]) {
      expect(await refusal(() => db().execute(statement))).toMatch(
        /Ledger account .* keeps its kind, owner and currency: post a correction entry instead\./,
      );
    }
    // Account deletion's one change: the leaver's address becomes the tombstone's.
    await db().execute(
      sql`update ledger_accounts set email = 'deleted-user@offbeat.invalid' where id = ${held}`,
    );
    const rows = await db().execute<{ id: string; user_id: string | null; email: string | null }>(
      sql`select id, user_id, email::text from ledger_accounts
          where id in (${payable}, ${held}) order by kind`,
    );
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        { id: payable, user_id: artist.id, email: null },
        { id: held, user_id: null, email: "deleted-user@offbeat.invalid" },
      ]),
    );
  });
});
