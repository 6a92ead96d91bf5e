import { OkSchema } from "@common/api.ts";
import { ChangePasswordSchema, ProfileSchema, ProfileUpdateSchema } from "@common/profile.ts";
import { z } from "zod";
import { NewPasswordSchema } from "../../auth/commonPasswords.ts";
import { errorResponses } from "../errors.ts";

export const getProfile = {
  tags: ["account"],
  summary: "The signed-in user's profile",
  security: [{ session: [] }],
  response: { 200: z.object({ profile: ProfileSchema }), ...errorResponses },
};

export const updateProfile = {
  tags: ["account"],
  summary: "Update the signed-in user's profile (the email cannot be changed)",
  security: [{ session: [] }],
  body: ProfileUpdateSchema,
  response: {
    200: z.object({ profile: ProfileSchema, message: z.string() }),
    ...errorResponses,
  },
};

export const changePassword = {
  tags: ["account"],
  summary: "Change the password; every other session is signed out",
  security: [{ session: [] }],
  body: ChangePasswordSchema.extend({ newPassword: NewPasswordSchema }),
  response: { 200: OkSchema.extend({ message: z.string() }), ...errorResponses },
};
