import { OkSchema } from "@common/api.ts";
import { UploadKindSchema, UploadSchema, UploadStorageSchema } from "@common/uploads.ts";
import { z } from "zod";
import { errorResponses, fileBody } from "../errors.ts";

const tags = ["uploads"];
const security = [{ session: [] }];

export const create = {
  tags,
  security,
  summary:
    "Upload audio (MP3, WAV, FLAC) or artwork (PNG, JPEG up to 10 MB): multipart field `file`, streamed to storage and checked by content; 413 STORAGE_FULL when my drafts and unused uploads would pass the account's storage (DRAFT_STORAGE_GB)",
  consumes: ["multipart/form-data"],
  multipartBody: z.object({ file: fileBody("The audio file or the artwork image") }),
  querystring: z.object({ kind: UploadKindSchema }),
  response: {
    201: z.object({ upload: UploadSchema }),
    413: errorResponses[400],
    // The file is not of the kind asked for (checked by content, not by name).
    415: errorResponses[400],
    ...errorResponses,
  },
};

export const remove = {
  tags,
  security,
  summary: "Remove one of my uploads that no release uses (a cancelled or replaced file)",
  params: z.object({ id: z.uuid() }),
  response: { 200: OkSchema, ...errorResponses },
};

export const storage = {
  tags,
  security,
  summary:
    "What my drafts and unused uploads take of the account's storage (files of submitted, approved and distributed releases do not count)",
  response: { 200: z.object({ storage: UploadStorageSchema }), ...errorResponses },
};
