/**
 * Whether a database error (or one it caused: drizzle wraps the driver's) is PostgreSQL's
 * unique_violation, 23505: the row another writer made first, which the caller answers as a
 * conflict or works around, never as a server error.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === "23505") return true;
  return false;
};
