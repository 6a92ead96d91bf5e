/**
 * Booking matched report lines into the ledger (issue 19, docs/royalties.md): one journal
 * entry per call, in the caller's transaction. Each track's lines are summed exactly, rounded
 * to minor units once (half-even), split 80/20 and the artist side over the track's splits.
 * Release-level lines (matched by UPC) are summed and rounded per release, then shared equally
 * over its tracks. The journal lines carry the track, month, store and report they book.
 *
 * Refunds: a track's total may be negative (a store took money back); it is booked as the
 * mirror of an earning. When that would take a payable or held account below zero, the whole
 * posting is refused with a 409 naming who and which track, and nothing is booked: the ledger
 * never shows a negative payable, and staff can post the report once the earnings it corrects
 * are in (or correct the file).
 */
import { currencyExponent } from "@common/money/currencies.ts";
import { parseDecimal, toMinorUnits } from "@common/money/decimal.ts";
import { PostingMessages } from "@common/royalties/posting.ts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { lockedBalances } from "../../ledger/accountLocks.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { type PostingLine, postEntry } from "../../ledger/post.ts";
import { conflict } from "../../lib/errors.ts";
import { refuseBalanceOverflow } from "./bookableAmounts.ts";
import {
  accountsByEmail,
  holdOwners,
  lineFilter,
  lineGroups,
  splitsOf,
  type TrackInfo,
  tracksOf,
  userName,
} from "./bookingData.ts";
import {
  normalEmail,
  type Payee,
  payeeKey,
  shareOverTracks,
  type TrackShares,
  trackShares,
} from "./bookingPlan.ts";
import { noticeEarnings } from "./earningsNotice.ts";
import { inviteHeldPayees } from "./invitePayees.ts";

export interface BookingScope {
  reportId: string;
  storeId: string;
  /** The report's month, as its first day ("2025-03-01"). */
  period: string;
  /** Only these lines (staff assigned them to a track); else every matched line. */
  lineIds?: readonly number[];
  idempotencyKey: string;
  description: string;
  createdBy: string | null;
}

export interface Booking {
  entryId: string | null;
  /** Report lines now posted. */
  lines: number;
  /** Net revenue booked, minor units of the ledger's currency. */
  total: bigint;
  /** Matched lines whose track or release no longer exists: back in the unmatched queue. */
  unmatchedAgain: number;
}

/** Lines matched to a track or release that no longer exists go back to the queue. */
async function unmatchMissing(
  tx: Tx,
  scope: BookingScope,
  missingTracks: string[],
  missingReleases: string[],
): Promise<number> {
  if (missingTracks.length === 0 && missingReleases.length === 0) return 0;
  const list = (ids: string[]) =>
    ids.length === 0
      ? sql`(null)`
      : sql`(${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const result = await tx.execute(sql`
    update royalty_report_lines set state = 'unmatched'
    where ${lineFilter(scope.reportId, scope.lineIds)}
      and (track_id in ${list(missingTracks)}
        or (track_id is null and release_id in ${list(missingReleases)}))`);
  return result.rowCount ?? 0;
}

/** Minor units per track: the track's own lines plus its part of its release's lines. */
function trackTotals(
  groups: Awaited<ReturnType<typeof lineGroups>>,
  tracks: readonly TrackInfo[],
  exponent: number,
): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  const addTo = (trackId: string, amount: bigint) =>
    totals.set(trackId, (totals.get(trackId) ?? 0n) + amount);
  for (const group of groups) {
    const amount = toMinorUnits(parseDecimal(group.total), exponent);
    if (group.trackId) addTo(group.trackId, amount);
    else if (group.releaseId) {
      const ids = tracks.filter((t) => t.releaseId === group.releaseId).map((t) => t.id);
      // A release with no tracks left (a draft matched by its UPC, or one deleted since): its
      // lines went back to the queue (unmatchMissing), so they book nothing here.
      if (ids.length === 0) continue;
      for (const [id, part] of shareOverTracks(amount, ids)) addTo(id, part);
    }
  }
  return totals;
}

/**
 * Refuses (409) when the entry would take a payable or held account below zero. The balances
 * are read under a lock on the accounts' rows (ledger/accountLocks.ts, the lock a withdrawal and
 * a correction take too), so none changes between this check and the entry.
 */
async function refuseOverdraw(
  tx: Tx,
  debits: Map<string, { amount: bigint; payee: Payee; track: string }>,
): Promise<void> {
  const ids = [...debits.keys()].sort();
  // Account rows FOR UPDATE in id order, then the balances: never the balance rows themselves.
  const balances = await lockedBalances(tx, ids);
  for (const id of ids) {
    const debit = debits.get(id);
    if (!debit || (balances.get(id) ?? 0n) + debit.amount <= 0n) continue;
    const who =
      debit.payee.kind === "user" ? await userName(tx, debit.payee.userId) : debit.payee.email;
    throw conflict(PostingMessages.overdrawn(who, debit.track));
  }
}

export async function bookLines(ctx: AppContext, tx: Tx, scope: BookingScope): Promise<Booking> {
  const currency = ctx.config.LEDGER_CURRENCY;
  const filter = lineFilter(scope.reportId, scope.lineIds);
  const groups = await lineGroups(tx, filter);
  const wantedTracks = groups.flatMap((g) => (g.trackId ? [g.trackId] : []));
  const wantedReleases = groups.flatMap((g) => (g.releaseId ? [g.releaseId] : []));
  const tracks = await tracksOf(tx, wantedTracks, wantedReleases);
  const unmatchedAgain = await unmatchMissing(
    tx,
    scope,
    wantedTracks.filter((id) => !tracks.some((t) => t.id === id)),
    wantedReleases.filter((id) => !tracks.some((t) => t.releaseId === id)),
  );
  const totals = trackTotals(groups, tracks, currencyExponent(currency));
  const booked = [...totals.keys()];
  const splits = await splitsOf(tx, booked);
  const emails = [...splits.values()].flatMap((rows) =>
    rows.flatMap((row) => (row.email?.trim() ? [normalEmail(row.email)] : [])),
  );
  const accounts = await accountsByEmail(tx, [...new Set(emails)]);
  await holdOwners(
    tx,
    tracks.flatMap((t) => (totals.has(t.id) ? [t.ownerId] : [])),
  );
  const trackById = new Map(tracks.map((t) => [t.id, t]));
  const plans: TrackShares[] = [];
  for (const [trackId, total] of totals) {
    const track = trackById.get(trackId);
    if (!track || total === 0n) continue;
    plans.push(trackShares(trackId, total, splits.get(trackId) ?? [], track.ownerId, accounts));
  }

  const payeeAccounts = new Map<string, string>();
  const accountOf = async (payee: Payee) => {
    const key = payeeKey(payee);
    const known = payeeAccounts.get(key);
    if (known) return known;
    const id =
      payee.kind === "user"
        ? await accountFor(tx, "artist_payable", { userId: payee.userId, currency })
        : await accountFor(tx, "held_for_invite", { email: payee.email, currency });
    payeeAccounts.set(key, id);
    return id;
  };
  const receivable = await accountFor(tx, "store_receivable", {
    storeId: scope.storeId,
    currency,
  });
  const labelShare = await accountFor(tx, "label_share", { currency });
  const lines: PostingLine[] = [];
  const debits = new Map<string, { amount: bigint; payee: Payee; track: string }>();
  let total = 0n;
  for (const plan of plans) {
    const on = {
      trackId: plan.trackId,
      period: scope.period,
      storeId: scope.storeId,
      reportId: scope.reportId,
    };
    const trackTitle = trackById.get(plan.trackId)?.title ?? "";
    total += plan.total;
    lines.push({ accountId: receivable, amount: plan.total, ...on });
    if (plan.label !== 0n) lines.push({ accountId: labelShare, amount: -plan.label, ...on });
    for (const share of plan.shares) {
      const accountId = await accountOf(share.payee);
      lines.push({ accountId, amount: -share.amount, ...on });
      const debit = debits.get(accountId) ?? { amount: 0n, payee: share.payee, track: trackTitle };
      debit.amount -= share.amount;
      if (share.amount < 0n) debit.track = trackTitle;
      debits.set(accountId, debit);
    }
  }
  for (const [id, debit] of debits) if (debit.amount <= 0n) debits.delete(id);
  await refuseOverdraw(tx, debits);

  const entry =
    lines.length >= 2
      ? await postEntry(tx, {
          idempotencyKey: scope.idempotencyKey,
          kind: "report_posting",
          description: scope.description,
          createdBy: scope.createdBy,
          lines,
        }).catch(refuseBalanceOverflow)
      : null;
  const posted = await tx.execute(sql`
    update royalty_report_lines set state = 'posted', posted_entry_id = ${entry?.entryId ?? null}
    where ${filter} and (track_id is not null or release_id is not null)`);
  await inviteHeldPayees(ctx, tx, plans, trackById);
  // A replayed entry (its idempotency key seen before) booked nothing new: no second notice.
  if (entry?.created)
    await noticeEarnings(ctx, tx, { storeId: scope.storeId, period: scope.period, plans });
  return {
    entryId: entry?.entryId ?? null,
    lines: posted.rowCount ?? 0,
    total,
    unmatchedAgain,
  };
}
