import type { paths } from "@web/api/schema";

/** A stored mail as GET /api/dev/mailbox lists it. */
export type StoredMail =
  paths["/api/dev/mailbox"]["get"]["responses"]["200"]["content"]["application/json"]["mails"][number];
