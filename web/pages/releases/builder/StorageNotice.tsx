import { STORAGE_NOTICE_SHARE, UploadMessages } from "@common/uploads.ts";
import { useQuery } from "@tanstack/react-query";
import { uploadStorageQuery } from "@web/api/uploads.ts";
import { TriangleAlert } from "lucide-react";

/**
 * Above the upload steps once the account's drafts and unused uploads near its storage
 * (DRAFT_STORAGE_GB): how much is left, or that nothing more fits, before a file is refused.
 * Silent below STORAGE_NOTICE_SHARE and while the figure is loading or unreadable: the server's
 * refusal says the same when it counts.
 */
export function StorageNotice() {
  const { data } = useQuery(uploadStorageQuery);
  if (!data || data.usedBytes < data.limitBytes * STORAGE_NOTICE_SHARE) return null;
  return (
    <p
      role="status"
      data-testid="storage-notice"
      className="mb-5 flex gap-2 rounded-lg bg-warning/10 px-3.5 py-3 text-sm text-warning ring-1 ring-warning/40 ring-inset"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{UploadMessages.storageNearlyFull(data.usedBytes, data.limitBytes)}</span>
    </p>
  );
}
