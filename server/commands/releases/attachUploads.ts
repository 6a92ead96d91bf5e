import type { UploadKind } from "@common/uploads.ts";
import { inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { uploads } from "../../db/schema/index.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";

/**
 * The uploads a save or a resubmission points at, each passing the "upload.attach" policy (the
 * actor's own, of the slot's kind). Read FOR SHARE: an upload deleted meanwhile is then either
 * still there until this transaction commits (its delete then finds it in use) or already gone
 * (404 here, not a foreign key failure). Returns each upload's duration (0 when unknown).
 */
export async function lockAttachableUploads(
  tx: Tx,
  actor: Actor,
  wanted: Map<string, UploadKind>,
): Promise<Map<string, number>> {
  if (wanted.size === 0) return new Map();
  const rows = await tx
    .select({
      id: uploads.id,
      userId: uploads.userId,
      kind: uploads.kind,
      duration: uploads.durationSeconds,
    })
    .from(uploads)
    .where(inArray(uploads.id, [...wanted.keys()]))
    .orderBy(uploads.id)
    .for("share");
  for (const [id, as] of wanted) {
    authorize(actor, "upload.attach", { upload: rows.find((r) => r.id === id) ?? null, as });
  }
  return new Map(rows.map((r) => [r.id, r.duration ?? 0]));
}
