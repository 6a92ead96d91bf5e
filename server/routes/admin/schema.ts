import { z } from "zod";
import { errorResponses } from "../errors.ts";

const count = z.number().int().min(0);

export const stats = {
  tags: ["admin"],
  summary: "Account figures for the Admin Panel (admin only)",
  security: [{ session: [] }],
  response: {
    200: z.object({
      users: z.object({ total: count, artists: count, staff: count, admins: count }),
    }),
    ...errorResponses,
  },
};
