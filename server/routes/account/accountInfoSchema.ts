import {
  DeletionRequestSchema,
  PrivacySettingsInputSchema,
  PrivacySettingsSchema,
  TerminationInputSchema,
} from "@common/account.ts";
import { z } from "zod";
import { errorResponses, fileBody, fileResponse } from "../errors.ts";

const tags = ["account"];
const security = [{ session: [] }];

export const getPrivacy = {
  tags,
  security,
  summary: "The signed-in user's privacy settings (the defaults until first saved)",
  response: { 200: z.object({ settings: PrivacySettingsSchema }), ...errorResponses },
};

export const putPrivacy = {
  tags,
  security,
  summary: "Save the signed-in user's privacy settings",
  body: PrivacySettingsInputSchema,
  response: {
    200: z.object({ settings: PrivacySettingsSchema, message: z.string() }),
    ...errorResponses,
  },
};

const token = z.object({ token: z.string().min(1).max(200) });

export const unsubscribePage = {
  tags,
  summary: "One-click unsubscribe from newsletters (the link in every newsletter); answers HTML",
  querystring: token,
  response: {
    200: fileResponse("text/html", "A page saying the newsletters are off"),
    400: {
      description:
        "A page saying the link is not valid; a request with no token at all gets the JSON error",
      content: {
        "text/html": { schema: fileBody("The page") },
        "application/json": { schema: errorResponses[400] },
      },
    },
  },
};

export const unsubscribeOneClick = {
  tags,
  summary: "RFC 8058 one-click unsubscribe (mail clients POST List-Unsubscribe=One-Click)",
  querystring: token,
  response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses },
};

export const exportData = {
  tags,
  security,
  summary: "Download everything Offbeat stores about the signed-in user (JSON attachment)",
  response: { 200: z.record(z.string(), z.unknown()), ...errorResponses },
};

export const getTermination = {
  tags,
  security,
  summary: "The signed-in user's latest account termination request, if any",
  response: { 200: z.object({ request: DeletionRequestSchema.nullable() }), ...errorResponses },
};

export const requestTermination = {
  tags,
  security,
  summary: "Ask for the account to be terminated (processed within 30 days)",
  body: TerminationInputSchema,
  response: {
    201: z.object({ request: DeletionRequestSchema, message: z.string() }),
    ...errorResponses,
  },
};
