/** Payout requests and balances as the API answers them: amounts as major-unit decimal strings. */
import { amountText } from "@common/money/format.ts";
import type { AdminPayout, BalanceSummary, PayoutRequest } from "@common/payouts/payouts.ts";
import type { payoutRequests } from "../db/schema/index.ts";
import type { MoneySummary } from "../royalties/moneySummary.ts";

export type PayoutRow = typeof payoutRequests.$inferSelect;

export interface AdminPayoutRow extends PayoutRow {
  artistName: string;
  email: string;
  openedByName: string | null;
}

export function presentPayout(row: PayoutRow): PayoutRequest {
  return {
    id: row.id,
    amount: amountText(row.amount, row.currency),
    currency: row.currency,
    method: row.method,
    maskedDetails: row.maskedDetails,
    status: row.status,
    reference: row.reference,
    paidOn: row.paidOn,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    // The cancel policy's own rule (policies/royalties.ts), so the button shows when it works.
    cancellable: row.status === "requested" && row.detailsOpenedAt === null,
  };
}

export function presentAdminPayout(row: AdminPayoutRow): AdminPayout {
  return {
    ...presentPayout(row),
    userId: row.userId,
    artistName: row.artistName,
    email: row.email,
    detailsOpened:
      row.detailsOpenedAt === null
        ? null
        : { at: row.detailsOpenedAt.toISOString(), by: row.openedByName },
  };
}

export function presentBalance(summary: MoneySummary): BalanceSummary {
  const text = (minor: bigint) => amountText(minor, summary.currency);
  return {
    currency: summary.currency,
    owed: text(summary.owed),
    pending: text(summary.pending),
    available: text(summary.available),
    inProgress: text(summary.inProgress),
    paidOut: text(summary.paidOut),
    lifetime: text(summary.lifetime),
  };
}
