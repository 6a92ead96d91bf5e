/**
 * What a posting books, worked out without the database (docs/royalties.md "Splits: largest
 * remainder"): each track's total (already rounded to minor units once) is split 80/20 between
 * the artist side and the label, and the artist side over the track's royalty splits by the
 * largest-remainder rule, ties to the lower split position. Pure, so the property tests can
 * drive it with any numbers.
 */
import { labelAndArtist, largestRemainder } from "@common/money/allocate.ts";

/** Who a share goes to: an account's payable, or money held for an email without an account. */
export type Payee = { kind: "user"; userId: string } | { kind: "held"; email: string };

export interface SplitRow {
  /** The email as the builder stored it; null when the collaborator has none. */
  email: string | null;
  /** The percentage as text ("33.3"), read exactly: a weight, never a float. */
  percentage: string;
}

export interface TrackShares {
  trackId: string;
  total: bigint;
  label: bigint;
  /** Each payee once (two splits to one person add up), in split order. */
  shares: { payee: Payee; amount: bigint }[];
}

/** The email as accounts and held money are keyed by (citext compares it without case too). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export const payeeKey = (payee: Payee) =>
  payee.kind === "user" ? `user:${payee.userId}` : `held:${payee.email}`;

/**
 * The payee of one split: the verified, not deleted account with that email; money held for the
 * email when no account has it (yet); the release owner when the split has no email.
 */
function payeeOf(
  split: SplitRow,
  ownerId: string,
  accountsByEmail: ReadonlyMap<string, string>,
): Payee {
  const email = split.email?.trim() ? normalEmail(split.email) : null;
  if (email === null) return { kind: "user", userId: ownerId };
  const userId = accountsByEmail.get(email);
  return userId ? { kind: "user", userId } : { kind: "held", email };
}

/**
 * A release-level amount (a line matched by UPC) shared equally over the release's tracks,
 * after rounding: the units add up to the amount, the first tracks take the leftover units.
 */
export function shareOverTracks(amount: bigint, trackIds: readonly string[]): Map<string, bigint> {
  const parts = largestRemainder(
    amount,
    trackIds.map(() => 1n),
  );
  return new Map(trackIds.map((id, index) => [id, parts[index] ?? 0n]));
}

/**
 * One track's total split between the label and its payees. Without splits the release owner
 * takes the whole artist side. Shares of zero are left out.
 */
export function trackShares(
  trackId: string,
  total: bigint,
  splits: readonly SplitRow[],
  ownerId: string,
  accountsByEmail: ReadonlyMap<string, string>,
): TrackShares {
  const { artist, label } = labelAndArtist(total);
  const rows: SplitRow[] = splits.length > 0 ? [...splits] : [{ email: null, percentage: "100" }];
  const amounts = largestRemainder(
    artist,
    rows.map((row) => row.percentage),
  );
  const merged = new Map<string, { payee: Payee; amount: bigint }>();
  rows.forEach((row, index) => {
    const payee = payeeOf(row, ownerId, accountsByEmail);
    const key = payeeKey(payee);
    const share = merged.get(key) ?? { payee, amount: 0n };
    share.amount += amounts[index] ?? 0n;
    merged.set(key, share);
  });
  return {
    trackId,
    total,
    label,
    shares: [...merged.values()].filter((share) => share.amount !== 0n),
  };
}
