/**
 * The finance overview as the API answers it: every amount a decimal string in major units of
 * the ledger's currency, in the normal sense of its account (revenue and what is owed positive),
 * every month of the range present (zeros where nothing was booked).
 */
import { amountText } from "@common/money/format.ts";
import { FinanceMessages, type FinanceOverview } from "@common/royalties/finance.ts";
import type { FinanceFigures } from "./financeOverview.ts";
import { monthRange } from "./months.ts";

interface MonthSums {
  revenue: bigint;
  labelShare: bigint;
  paidOut: bigint;
}

export function presentFinanceOverview(
  figures: FinanceFigures,
  currency: string,
  from: string,
  to: string,
): FinanceOverview {
  const text = (minor: bigint) => amountText(minor, currency);
  const months = new Map<string, MonthSums>(
    monthRange(from, to).map((m) => [m, { revenue: 0n, labelShare: 0n, paidOut: 0n }]),
  );
  const stores: FinanceOverview["stores"] = [];
  for (const row of figures.booked) {
    const sums = months.get(row.period);
    if (!sums) continue;
    // Signs as stored: the receivable is a debit (+), the label share and paid out credits (−).
    if (row.kind === "store_receivable") {
      sums.revenue += row.amount;
      stores.push({
        period: row.period,
        storeId: row.storeId ?? "",
        storeName: row.storeName ?? row.storeId ?? "",
        revenue: text(row.amount),
      });
    } else if (row.kind === "label_share") sums.labelShare -= row.amount;
    else sums.paidOut -= row.amount;
  }

  const balance = (kind: keyof FinanceFigures["balances"]) => figures.balances[kind] ?? 0n;
  const storeReceivable = balance("store_receivable");
  const held = {
    labelShare: -balance("label_share"),
    owedToArtists: -balance("artist_payable"),
    heldForInvites: -balance("held_for_invite"),
    payoutsInProgress: -balance("payouts_in_progress"),
    paidOut: -balance("paid_out"),
  };
  const difference =
    storeReceivable -
    (held.labelShare +
      held.owedToArtists +
      held.heldForInvites +
      held.payoutsInProgress +
      held.paidOut);

  const range = { revenue: 0n, labelShare: 0n, paidOut: 0n };
  for (const sums of months.values()) {
    range.revenue += sums.revenue;
    range.labelShare += sums.labelShare;
    range.paidOut += sums.paidOut;
  }

  return {
    currency,
    from,
    to,
    totals: {
      storeReceivable: text(storeReceivable),
      labelShare: text(held.labelShare),
      owedToArtists: text(held.owedToArtists),
      heldForInvites: text(held.heldForInvites),
      payoutsInProgress: text(held.payoutsInProgress),
      payoutsRequested: figures.payoutsRequested,
      paidOut: text(held.paidOut),
    },
    range: {
      revenue: text(range.revenue),
      labelShare: text(range.labelShare),
      paidOut: text(range.paidOut),
    },
    months: [...months].map(([period, sums]) => ({
      period,
      revenue: text(sums.revenue),
      labelShare: text(sums.labelShare),
      artistShare: text(sums.revenue - sums.labelShare),
      paidOut: text(sums.paidOut),
    })),
    stores,
    check: {
      balanced: difference === 0n,
      difference: text(difference),
      message:
        difference === 0n
          ? FinanceMessages.balanced
          : FinanceMessages.unbalanced(text(difference), currency),
    },
  };
}
