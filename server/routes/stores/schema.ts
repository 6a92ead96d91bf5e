import { StoreIdSchema, StoreInputSchema, StoreViewSchema } from "@common/stores.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const security = [{ session: [] }];
const tags = ["admin tools"];

export const listStores = {
  tags,
  summary:
    "The stores releases are delivered to: DPID, enabled, transport; credentials only as has* flags (admin only)",
  security,
  response: { 200: z.object({ stores: z.array(StoreViewSchema) }), ...errorResponses },
};

export const putStore = {
  tags,
  summary:
    "Save a store; credentials are write-only (absent keeps, empty removes, a value replaces); audited UPDATE_STORE (admin only)",
  security,
  params: z.object({ id: StoreIdSchema }),
  body: StoreInputSchema,
  response: { 200: z.object({ store: StoreViewSchema }), ...errorResponses },
};
