import { CorrectedSchema, ReleaseCorrectionSchema } from "@common/releaseCorrection.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

export const correct = {
  tags: ["deliveries"],
  security: [{ session: [] }],
  summary:
    "Correct an approved or distributed release's details (staff and admins): title, genre, subgenre, release date, description, and per track title, explicit, credits and preview start. Codes and the artist never change. The owner is notified; audited UPDATE_RELEASE_METADATA. Redeliver then sends the stores the corrected message",
  params: z.object({ id: z.uuid() }),
  body: ReleaseCorrectionSchema,
  response: { 200: CorrectedSchema, ...errorResponses },
};
