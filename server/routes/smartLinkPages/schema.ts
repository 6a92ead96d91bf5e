import { z } from "zod";

/**
 * The public smart link pages are HTML for browsers, not API routes: hidden from the API docs.
 * Parameters are checked loosely here so that a malformed address gets the pages' own HTML 404
 * (the handler checks the slug's shape and the artwork's file name), never a JSON 400.
 */
const slug = z.string().min(1).max(200);

export const releasePage = { hide: true, params: z.object({ slug }) };

export const artwork = {
  hide: true,
  params: z.object({ slug, file: z.string().min(1).max(20) }),
  // ?v= names the artwork upload, only to give new artwork a new address.
  querystring: z.object({ v: z.string().max(40).optional() }),
};

export const artistPage = { hide: true, params: z.object({ slug }) };
