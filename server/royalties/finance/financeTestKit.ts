/**
 * Ledger data for the finance overview's, the export's and account deletion's tests, posted
 * the way the real postings are (docs/royalties.md "Postings"), in SEK.
 */
import { labelAndArtist } from "@common/money/allocate.ts";
import type { Db } from "../../db/client.ts";
import { payoutRequests } from "../../db/schema/index.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { holdPayout, settlePayout } from "../../ledger/ledgerTestKit.ts";
import { type PostingLine, postEntry } from "../../ledger/post.ts";

export const CURRENCY = "SEK";

/** The month an entry posted now is booked in ("2026-03"), UTC like the ledger. */
export const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Who is paid the artist side of a revenue line: a user's payable or an invited email's hold. */
export type Payee = { userId: string } | { email: string };

/**
 * Store revenue of `total` minor units: store receivable debited, the label 20%, the artist side
 * to one payee (a user's payable, or held for an invited email).
 */
export async function postRevenue(
  db: Db,
  input: {
    key: string;
    storeId: string;
    total: bigint;
    payee: Payee;
    trackId?: string;
    period?: string;
    description?: string;
  },
) {
  const { artist, label } = labelAndArtist(input.total);
  const booked = {
    trackId: input.trackId ?? null,
    period: input.period ?? `${thisMonth()}-01`,
    storeId: input.storeId,
  };
  await db.transaction(async (tx) => {
    const payeeAccount =
      "userId" in input.payee
        ? await accountFor(tx, "artist_payable", { userId: input.payee.userId, currency: CURRENCY })
        : await accountFor(tx, "held_for_invite", { email: input.payee.email, currency: CURRENCY });
    const receivable = await accountFor(tx, "store_receivable", {
      storeId: input.storeId,
      currency: CURRENCY,
    });
    const labelShare = await accountFor(tx, "label_share", { currency: CURRENCY });
    const lines: PostingLine[] = [
      { accountId: receivable, amount: input.total, ...booked },
      { accountId: labelShare, amount: -label, ...booked },
      { accountId: payeeAccount, amount: -artist, ...booked },
    ];
    await postEntry(tx, {
      idempotencyKey: input.key,
      kind: "report_posting",
      description: input.description ?? `Revenue ${input.key}`,
      createdBy: null,
      lines: lines.filter((line) => line.amount !== 0n),
    });
  });
}

/**
 * A withdrawal of `amount` as H4's request makes it: a payout_requests row and its hold, then
 * optionally marked paid or rejected (status and ledger together).
 */
export async function withdraw(
  db: Db,
  userId: string,
  amount: bigint,
  outcome: "requested" | "paid" | "rejected" = "requested",
) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(payoutRequests)
      .values({
        userId,
        idempotencyKey: crypto.randomUUID(),
        amount,
        currency: CURRENCY,
        method: "paypal",
        sealedDetails: "sealed-test-details-never-exported",
        maskedDetails: "a•••@example.com",
        status: outcome,
        reference: outcome === "paid" ? "BANK-REF-1" : null,
        paidOn: outcome === "paid" ? new Date().toISOString().slice(0, 10) : null,
        rejectionReason: outcome === "rejected" ? "Wrong account" : null,
      })
      .returning();
    if (!request) throw new Error("no payout request");
    await holdPayout(tx, userId, request.id, amount);
    if (outcome !== "requested") await settlePayout(tx, userId, request.id, amount, outcome);
    return request;
  });
}
