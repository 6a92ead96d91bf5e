import type { Logger } from "pino";
import type { Storage } from "./storage.ts";

/**
 * Deletes files whose rows are already gone (after a commit, or after a failed upload). The
 * change the user asked for has happened, so a failure does not undo it or answer an error: it
 * leaves an orphan file for the cleanup job, and is logged so an operator sees it.
 */
export async function deleteFiles(
  storage: Storage,
  log: Logger,
  keys: readonly string[],
  why: string,
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        log.warn({ err: error, key, why }, "file not deleted from storage; left as an orphan");
      }),
    ),
  );
}
