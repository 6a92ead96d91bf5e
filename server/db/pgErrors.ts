/**
 * Whether a database error (or one it caused: drizzle wraps the driver's) is PostgreSQL's
 * unique_violation, 23505: the row another writer made first, which the caller answers as a
 * conflict or works around, never as a server error.
 */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, "23505");

/**
 * Whether it is numeric_value_out_of_range, 22003: a sum past what its column holds, such as a
 * balance past bigint's 2^63 − 1 in the ledger's trigger.
 */
export const isOutOfRange = (error: unknown): boolean => hasSqlState(error, "22003");

function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === code) return true;
  return false;
}
