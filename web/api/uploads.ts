import { type Upload, type UploadKind, UploadSchema, type UploadStorage } from "@common/uploads.ts";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api, unwrap } from "./client.ts";

const UploadResponseSchema = z.object({ upload: UploadSchema });

const NETWORK_MESSAGE = "Could not reach Offbeat. Check your connection and try again.";

/** How far a file has gone up, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The promise of a cancelled upload rejects with this, which callers ignore. */
export class UploadCancelled extends Error {
  override readonly name = "UploadCancelled";
  constructor() {
    super("Upload cancelled.");
  }
}

export interface RunningUpload {
  promise: Promise<Upload>;
  cancel: () => void;
}

/**
 * POST /api/uploads?kind=… as multipart (field `file`). XMLHttpRequest rather than fetch: only
 * it reports upload progress, which a progress bar for a large master needs. Failures reject
 * with the ApiError the server's `{ error: { code, message } }` describes.
 */
export function startUpload(
  kind: UploadKind,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): RunningUpload {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Upload>((resolve, reject) => {
    xhr.open("POST", `/api/uploads?kind=${kind}`);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): ApiError.fromResponse gives the generic message.
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(ApiError.fromResponse(xhr.status, body));
        return;
      }
      const parsed = UploadResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data.upload);
      else reject(ApiError.fromResponse(500, null));
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", NETWORK_MESSAGE));
    xhr.onabort = () => reject(new UploadCancelled());
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
  return { promise, cancel: () => xhr.abort() };
}

/**
 * DELETE /api/uploads/:id for a cancelled or replaced file. Best effort: the server refuses a
 * file a saved release still uses, and the cleanup job removes what is left behind anyway.
 */
export function discardUpload(id: string): void {
  unwrap(api.DELETE("/api/uploads/{id}", { params: { path: { id } } })).catch(() => undefined);
}

export const uploadStorageKey = ["uploads", "storage"] as const;

/**
 * GET /api/uploads/storage: what my drafts and unused uploads take of the account's storage.
 * Read afresh whenever an upload step opens; an upload's end marks it stale (useUploads).
 */
export const uploadStorageQuery = queryOptions({
  queryKey: uploadStorageKey,
  queryFn: async (): Promise<UploadStorage> =>
    (await unwrap(api.GET("/api/uploads/storage"))).storage,
  staleTime: 0,
});
