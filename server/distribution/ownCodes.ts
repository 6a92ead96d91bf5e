import { CodeMessages, upcKey } from "@common/codes.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { and, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { tracks } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";

/** A refusal naming the field it is about (the builder shows it there): 409 CODE_TAKEN. */
const taken = (message: string, field: string) =>
  new AppError(409, "CODE_TAKEN", message, { [field]: message });

/**
 * Codes an artist brings (a re-release) are unique in the catalogue (decision 14): saving a
 * release whose UPC, or a track's ISRC, another release already holds is refused with 409 and a
 * message naming the field (`upc`, `tracks.<index>.isrc`); two tracks of one release with the
 * same ISRC are refused with 400. The unique indexes (releases_upc_unique_idx,
 * tracks_isrc_unique_idx) stay the guarantee; this check gives the clear message. `upc` and the
 * ISRCs are as they will be stored (normalised).
 */
export async function refuseTakenCodes(
  tx: Tx,
  releaseId: string | null,
  upc: string,
  trackCodes: { title: string; isrc: string }[],
): Promise<void> {
  if (upc) {
    const key = upcKey(upc);
    const found = await tx.execute<{ id: string }>(
      sql`select id from releases
          where upc is not null
            and (case when length(upc) = 12 then '0' || upc else upc end) = ${key}
            ${releaseId ? sql`and id <> ${releaseId}` : sql``}
          limit 1`,
    );
    if (found.rows.length > 0) throw taken(CodeMessages.upcTaken, "upc");
  }

  const firstTrack = new Map<string, number>();
  for (const [index, track] of trackCodes.entries()) {
    if (!track.isrc) continue;
    const first = firstTrack.get(track.isrc);
    if (first !== undefined) {
      const message = ReleaseMessages.trackIsrcRepeated(index + 1, track.title, first + 1);
      throw new AppError(400, "BAD_REQUEST", message, { [`tracks.${index}.isrc`]: message });
    }
    firstTrack.set(track.isrc, index);
  }
  if (firstTrack.size === 0) return;
  const held = await tx
    .select({ isrc: tracks.isrc })
    .from(tracks)
    .where(
      and(
        inArray(tracks.isrc, [...firstTrack.keys()]),
        releaseId ? ne(tracks.releaseId, releaseId) : undefined,
      ),
    );
  if (held.length === 0) return;
  // The first track (in order) whose ISRC is held elsewhere.
  const index = Math.min(...held.map((row) => firstTrack.get(row.isrc ?? "") ?? 0));
  const title = trackCodes[index]?.title ?? "";
  throw taken(ReleaseMessages.trackIsrcTaken(index + 1, title), `tracks.${index}.isrc`);
}

/**
 * A save that lost a race for a code (another release took it between the check above and the
 * write) fails on a unique index; this turns that failure into the same 409, else null.
 */
export function codeRaceRefusal(error: unknown): AppError | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (constraint === "releases_upc_unique_idx") return taken(CodeMessages.upcTaken, "upc");
    if (constraint === "tracks_isrc_unique_idx")
      return new AppError(409, "CODE_TAKEN", CodeMessages.isrcTaken);
  }
  return null;
}
