import {
  DistributionSettingsInputSchema,
  DistributionSettingsViewSchema,
} from "@common/distributionSettings.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const security = [{ session: [] }];
const tags = ["admin tools"];

export const getSettings = {
  tags,
  summary:
    "The label's distribution settings: name, DPID, GS1 company prefix, ISRC prefix, P/C-line owners (admin only)",
  security,
  response: { 200: z.object({ settings: DistributionSettingsViewSchema }), ...errorResponses },
};

export const putSettings = {
  tags,
  summary:
    "Save the label's distribution settings; audited UPDATE_DISTRIBUTION_SETTINGS (admin only)",
  security,
  body: DistributionSettingsInputSchema,
  response: { 200: z.object({ settings: DistributionSettingsViewSchema }), ...errorResponses },
};
