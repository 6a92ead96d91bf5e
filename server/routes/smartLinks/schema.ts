import {
  SmartLinkSettingsSchema,
  SmartLinkViewSchema,
  StoreLinkInputSchema,
} from "@common/smartLinks.ts";
import { StoreIdSchema } from "@common/stores.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["smart links"];
const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });
const storeParams = z.object({ id: z.uuid(), storeId: StoreIdSchema });
const view = { 200: SmartLinkViewSchema, ...errorResponses };

export const read = {
  tags,
  security,
  summary:
    "A release's smart link as its artist's panel shows it (the owner, staff and admins): the page's address and state, every store the release was sent to in the page's order with its link, and the fan figures (addresses only of fans who consented)",
  params,
  response: view,
};

export const update = {
  tags,
  security,
  summary:
    "Turn a release's smart link on or off, order and hide its store buttons (the owner, staff and admins; staff changes audited UPDATE_SMART_LINK)",
  params,
  body: SmartLinkSettingsSchema,
  response: view,
};

export const setStoreLink = {
  tags,
  security,
  summary:
    "Enter where the release is on one store's website, checked to be that store's web address (the owner, staff and admins; staff changes audited SET_STORE_LINK)",
  params: storeParams,
  body: StoreLinkInputSchema,
  response: view,
};

export const removeStoreLink = {
  tags,
  security,
  summary:
    "Remove one store's link from a release's smart link (the owner, staff and admins; staff changes audited REMOVE_STORE_LINK)",
  params: storeParams,
  response: view,
};
