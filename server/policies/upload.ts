import { ReleaseMessages } from "@common/releases.ts";
import { type UploadKind, UploadMessages } from "@common/uploads.ts";
import { allowed, type Decision, refuse } from "./decision.ts";
import type { Actor } from "./user.ts";

export interface UploadRef {
  userId: string;
  kind: UploadKind;
}

/**
 * A release may point only at its owner's own uploads, of the kind the slot takes (audio for a
 * track, artwork for the cover). Anyone else's upload id is "not found" (decision 1), as is an
 * upload of the wrong kind: the builder never sends one, so it is a stale or forged id.
 */
export function attachUpload(
  actor: Actor,
  subject: { upload: UploadRef | null; as: UploadKind },
): Decision {
  const { upload, as } = subject;
  if (!upload || upload.userId !== actor.id || upload.kind !== as)
    return refuse("notFound", ReleaseMessages.uploadNotFound);
  return allowed;
}

/** Its owner removes an upload (a replaced file in the builder) while no release uses it. */
export function deleteUpload(actor: Actor, upload: (UploadRef & { inUse: boolean }) | null) {
  if (!upload || upload.userId !== actor.id) return refuse("notFound", UploadMessages.notFound);
  if (upload.inUse) return refuse("conflict", UploadMessages.inUse);
  return allowed;
}
