import { ApiErrorSchema } from "@common/api.ts";
import { z } from "zod";
import { MAX_DOWNLOAD_NAME_LENGTH } from "../../storage/signedUrl.ts";
import { isValidKey } from "../../storage/storage.ts";
import { fileBody } from "../errors.ts";

/** What a person holding a file link is told when it does not work. */
export const FileLinkMessages = {
  invalid: "This link is not valid.",
  expired: "This link has expired. Reload the page to get a new one.",
  missing: "This file is no longer available.",
  unsatisfiable: "The requested part of the file does not exist.",
} as const;

const invalidLink = { error: FileLinkMessages.invalid };

/** Audio and artwork as uploaded, an avatar as WebP; anything else as a download. */
const fileBytes = (description: string) => ({
  description,
  content: Object.fromEntries(
    ["audio/*", "image/*", "application/octet-stream"].map((type) => [
      type,
      { schema: fileBody(description) },
    ]),
  ),
});

export const serveFile = {
  tags: ["files"],
  summary: "Stream a private file through a short-lived signed link (supports Range)",
  params: z.object({
    "*": z.string().refine(isValidKey, invalidLink).describe("The file's storage key"),
  }),
  querystring: z.object({
    exp: z.coerce.number(invalidLink).int(invalidLink).positive(invalidLink),
    sig: z.string(invalidLink).regex(/^[\w-]{1,100}$/, invalidLink),
    name: z.string().min(1).max(MAX_DOWNLOAD_NAME_LENGTH).optional(),
  }),
  response: {
    200: fileBytes("The file's bytes"),
    206: fileBytes("The requested byte range of the file"),
    400: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    416: ApiErrorSchema,
  },
};
