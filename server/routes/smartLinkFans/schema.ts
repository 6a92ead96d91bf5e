import { FanSignupInputSchema, SlugSchema } from "@common/smartLinks.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["smart links"];

export const signUp = {
  tags,
  summary:
    "Notify me: a fan's email for a pre-release page (public; double opt-in mail; the same answer whether or not the address was already on the list)",
  params: z.object({ slug: SlugSchema }),
  body: FanSignupInputSchema,
  response: { 202: z.object({ message: z.string() }), ...errorResponses },
};

/** A token from a fan's mail; a missing or odd one answers the "not valid" page, not a 400. */
const token = z.object({ token: z.string().max(500).optional() });

/** HTML pages opened from mails: not part of the JSON API, so not in its document. */
export const confirmPage = { hide: true, querystring: token };
export const confirmPost = { hide: true, querystring: token };
export const unsubscribePage = { hide: true, querystring: token };
export const unsubscribePost = { hide: true, querystring: token };

/** The release page's form posted without JavaScript: an HTML answer, not part of the API. */
export const signUpForm = { hide: true, params: z.object({ slug: SlugSchema }) };

export const moveClock = {
  tags: ["dev"],
  security: [{ session: [] }],
  summary:
    "Moves the smart links' clock N days past the real date and runs the release-day mail (development only, admins only)",
  body: z.object({
    days: z
      .number("Give a number of days.")
      .int("Give a whole number of days.")
      .min(0, "Give 0 to 400 days.")
      .max(400, "Give 0 to 400 days."),
  }),
  response: { 200: z.object({ today: z.string() }), ...errorResponses },
};
