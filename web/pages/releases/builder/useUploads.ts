import type { Upload, UploadKind } from "@common/uploads.ts";
import { useQueryClient } from "@tanstack/react-query";
import { discardUpload, startUpload, UploadCancelled, uploadStorageKey } from "@web/api/uploads.ts";
import { useCallback, useEffect, useRef, useState } from "react";

/** A file on its way up, shown with a progress bar. */
export interface RunningUpload {
  fileName: string;
  loaded: number;
  total: number;
}

interface Handlers {
  onDone: (upload: Upload) => void;
  onFail: (error: unknown) => void;
}

/**
 * The builder's uploads, one at most per slot ("artwork", or a track's key): progress for the
 * bars, cancel, and a new file in a slot replacing the one still going up. Leaving the builder
 * cancels whatever is still uploading.
 */
export function useUploads() {
  const [running, setRunning] = useState<Record<string, RunningUpload>>({});
  const cancels = useRef(new Map<string, () => void>());
  const queryClient = useQueryClient();

  useEffect(() => {
    const current = cancels.current;
    return () => {
      for (const cancel of current.values()) cancel();
      current.clear();
    };
  }, []);

  const forget = useCallback((slot: string) => {
    cancels.current.delete(slot);
    setRunning(({ [slot]: _gone, ...rest }) => rest);
  }, []);

  const cancel = useCallback(
    (slot: string) => {
      cancels.current.get(slot)?.();
      forget(slot);
    },
    [forget],
  );

  const start = useCallback(
    (slot: string, kind: UploadKind, file: File, handlers: Handlers) => {
      cancels.current.get(slot)?.();
      const job = startUpload(kind, file, ({ loaded, total }) =>
        setRunning((all) => {
          const entry = all[slot];
          return entry ? { ...all, [slot]: { ...entry, loaded, total } } : all;
        }),
      );
      const isCurrent = () => cancels.current.get(slot) === job.cancel;
      cancels.current.set(slot, job.cancel);
      setRunning((all) => ({
        ...all,
        [slot]: { fileName: file.name, loaded: 0, total: file.size },
      }));
      // Whatever the answer, the account's storage notice is read again (StorageNotice.tsx).
      const settled = () => void queryClient.invalidateQueries({ queryKey: uploadStorageKey });
      job.promise.then(settled, settled);
      job.promise.then(
        (upload) => {
          // Cancelled or replaced just as the server answered: nobody wants this file.
          if (!isCurrent()) {
            discardUpload(upload.id);
            return;
          }
          forget(slot);
          handlers.onDone(upload);
        },
        (error: unknown) => {
          if (error instanceof UploadCancelled || !isCurrent()) return;
          forget(slot);
          handlers.onFail(error);
        },
      );
    },
    [forget, queryClient],
  );

  return { running, start, cancel, busy: Object.keys(running).length > 0 };
}
