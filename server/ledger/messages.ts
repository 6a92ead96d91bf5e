/**
 * What the ledger's code says when a posting cannot be made. These are for the code that
 * builds postings (importers, payouts); a route turns a refusal into its own user-facing text.
 * The database refuses the same things with its own messages (migration 0013_ledger.sql).
 */
export const LedgerMessages = {
  tooFewLines: (key: string) => `Journal entry ${key} needs at least two lines.`,
  zeroLine: (key: string, position: number) =>
    `Line ${position} of journal entry ${key} has a zero amount; leave it out instead.`,
  unbalanced: (key: string, total: bigint) =>
    `Journal entry ${key} does not balance: its lines add up to ${total} instead of 0.`,
  emptyKey: "A journal entry needs an idempotency key.",
  badCurrency: (code: string) => `"${code}" is not an ISO 4217 currency code for a ledger account.`,
  entryMissing: (key: string) => `Journal entry ${key} was neither written nor found.`,
  accountMissing: (kind: string) => `The ${kind} ledger account could not be found or made.`,
} as const;

/** A posting refused by the ledger's code before it reached the database. */
export class LedgerError extends Error {
  override readonly name = "LedgerError";
}
