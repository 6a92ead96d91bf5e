import { ContactPageSchema, ContactQuerySchema } from "@common/messaging.ts";
import { errorResponses } from "../errors.ts";

export const search = {
  tags: ["messaging"],
  summary: "People I may start a conversation with or add to a group (pickers)",
  security: [{ session: [] }],
  querystring: ContactQuerySchema,
  response: { 200: ContactPageSchema, ...errorResponses },
};
