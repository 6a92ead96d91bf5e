import { OkSchema } from "@common/api.ts";
import { DeviceSessionListSchema } from "@common/deviceSessions.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["account"];
const security = [{ session: [] }];
const Ended = OkSchema.extend({ message: z.string() });

export const list = {
  tags,
  security,
  summary: "The browsers signed in to my account: this one first, then the newest (at most 50)",
  response: { 200: DeviceSessionListSchema, ...errorResponses },
};

export const endOne = {
  tags,
  security,
  summary:
    "Sign out one of my other devices (this session ends with POST /api/auth/sign-out instead: 409)",
  params: z.object({ id: z.uuid() }),
  response: { 200: Ended, ...errorResponses },
};

export const endOthers = {
  tags,
  security,
  summary: "Sign out every device of mine but this one",
  response: { 200: Ended.extend({ ended: z.number().int().nonnegative() }), ...errorResponses },
};
