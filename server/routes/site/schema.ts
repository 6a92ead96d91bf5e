import { CurrentUserSchema } from "@common/users.ts";
import { z } from "zod";

/** The label's public facts, from LABEL_NAME, SUPPORT_EMAIL and FOUNDED_YEAR. */
const SiteConfigSchema = z.object({
  labelName: z.string(),
  supportEmail: z.email(),
  foundedYear: z.number().int(),
});

export const site = {
  tags: ["site"],
  summary: "The label's name, support email and founding year, for the public pages",
  response: { 200: SiteConfigSchema },
};

export const siteSession = {
  tags: ["site"],
  summary: "The visitor of the public pages: the signed-in user, or null when signed out",
  description:
    "Answers 200 either way, unlike GET /api/me, so a signed-out visitor's browser logs no failed request.",
  response: { 200: z.object({ user: CurrentUserSchema.nullable() }) },
};
