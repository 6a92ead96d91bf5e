/**
 * Reading ledger corrections (docs/royalties.md "Corrections"): each is one journal entry of
 * kind `correction` with two lines, the debit on the balance the money left and the credit on
 * the one it joined. Newest first, keyset pages over (created_at, id), which the partial index
 * `journal_entries_corrections_idx` covers; one query a page.
 */
import { amountText } from "@common/money/format.ts";
import { type Correction, CorrectionMessages } from "@common/royalties/corrections.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { keysetPage } from "../../lib/cursor.ts";

interface CorrectionRow extends Record<string, unknown> {
  id: string;
  cursorTime: string;
  created_at: string;
  reason: string;
  amount: string;
  currency: string;
  from_kind: "label_share" | "artist_payable";
  from_user_id: string | null;
  from_name: string | null;
  to_kind: "label_share" | "artist_payable";
  to_user_id: string | null;
  to_name: string | null;
  by_name: string | null;
  by_email: string | null;
}

/** An account's owner as people know them: "Maria Lind (maria@example.com)". */
const PARTY_NAME = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null
    when ${alias}.deleted_at is not null then 'Deleted account'
    else coalesce(${alias}.artist_name, ${alias}.full_name) || ' (' || ${alias}.email || ')' end`);

async function correctionRows(db: Db | Tx, where: SQL, limit: number) {
  const result = await db.execute<CorrectionRow>(sql`
    select e.id, e.description as reason, e.created_at::text as created_at,
      to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorTime",
      d.amount::text as amount, fa.currency,
      fa.kind as from_kind, fa.user_id as from_user_id, ${PARTY_NAME("fu")} as from_name,
      ta.kind as to_kind, ta.user_id as to_user_id, ${PARTY_NAME("tu")} as to_name,
      bu.full_name as by_name, bu.email::text as by_email
    from journal_entries e
    join journal_lines d on d.entry_id = e.id and d.amount > 0
    join journal_lines c on c.entry_id = e.id and c.amount < 0
    join ledger_accounts fa on fa.id = d.account_id
    join ledger_accounts ta on ta.id = c.account_id
    left join users fu on fu.id = fa.user_id
    left join users tu on tu.id = ta.user_id
    left join users bu on bu.id = e.created_by
    where e.kind = 'correction' and ${where}
    order by e.created_at desc, e.id desc
    limit ${limit}`);
  return result.rows;
}

function party(kind: CorrectionRow["from_kind"], userId: string | null, name: string | null) {
  return kind === "label_share"
    ? { kind: "label" as const, userId: null, name: CorrectionMessages.labelShare }
    : { kind: "artist" as const, userId, name: name ?? "Deleted account" };
}

function presentCorrection(row: CorrectionRow): Correction {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    from: party(row.from_kind, row.from_user_id, row.from_name),
    to: party(row.to_kind, row.to_user_id, row.to_name),
    amount: amountText(BigInt(row.amount), row.currency),
    currency: row.currency,
    reason: row.reason,
    postedBy: row.by_name && row.by_email ? { name: row.by_name, email: row.by_email } : null,
  };
}

export async function correctionPage(
  db: Db,
  page: { after?: { time: string; id: string } | undefined; limit: number },
) {
  const after = page.after
    ? sql`(e.created_at, e.id) < (${page.after.time}::timestamptz, ${page.after.id}::uuid)`
    : sql`true`;
  const rows = await correctionRows(db, after, page.limit + 1);
  const { items, next } = keysetPage(rows, page.limit);
  return { items: items.map(presentCorrection), next };
}

/** One correction by its journal entry's id, or null. */
export async function correctionById(db: Db | Tx, id: string): Promise<Correction | null> {
  const [row] = await correctionRows(db, sql`e.id = ${id}`, 1);
  return row ? presentCorrection(row) : null;
}
