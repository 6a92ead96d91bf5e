import { OkSchema } from "@common/api.ts";
import {
  ArtistInputSchema,
  ArtistSchema,
  DashboardSchema,
  Limits,
  ReleaseDetailSchema,
  ReleaseEditSchema,
  ReleaseInputSchema,
  ReleaseListQuerySchema,
  ReleasePageSchema,
  TakedownInputSchema,
} from "@common/releases.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const tags = ["releases"];
const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });
const saved = z.object({ release: ReleaseDetailSchema, message: z.string() });

export const listArtists = {
  tags,
  security,
  summary: "My artist aliases, by name",
  response: { 200: z.object({ artists: z.array(ArtistSchema) }), ...errorResponses },
};

export const createArtist = {
  tags,
  security,
  summary: `Add an artist alias (names are unique across the label, ignoring case; an account holds at most ${Limits.artistsPerAccount})`,
  body: ArtistInputSchema,
  response: { 201: z.object({ artist: ArtistSchema }), ...errorResponses },
};

export const dashboard = {
  tags,
  security,
  summary: "Dashboard home: my release counts and my five newest releases",
  response: { 200: DashboardSchema, ...errorResponses },
};

export const list = {
  tags,
  security,
  summary: "My Releases: newest first, searched on title or artist (case-insensitive), paginated",
  querystring: ReleaseListQuerySchema,
  response: { 200: ReleasePageSchema, ...errorResponses },
};

export const create = {
  tags,
  security,
  summary: "Save the builder's release as a new draft or submission (one transaction)",
  body: ReleaseInputSchema,
  response: { 201: saved, ...errorResponses },
};

export const update = {
  tags,
  security,
  summary:
    "Save a draft from the builder (tracks and splits replaced in one transaction); with baseUpdatedAt, 409 DRAFT_CHANGED when the draft was saved since that version (another tab or device). The answer's release.updatedAt is the new version",
  params,
  body: ReleaseInputSchema,
  response: { 200: saved, ...errorResponses },
};

export const detail = {
  tags,
  security,
  summary: "One release with tracks, splits, signed audio links and pre-QC warnings",
  params,
  response: { 200: z.object({ release: ReleaseDetailSchema }), ...errorResponses },
};

export const remove = {
  tags,
  security,
  summary: "Delete a draft with its tracks, splits and files",
  params,
  response: { 200: OkSchema, ...errorResponses },
};

export const resubmit = {
  tags,
  security,
  summary: "Edit a rejected release and submit it again",
  params,
  body: ReleaseEditSchema,
  response: { 200: saved, ...errorResponses },
};

export const takedown = {
  tags,
  security,
  summary: "Ask for a distributed release to be taken down",
  params,
  body: TakedownInputSchema,
  response: { 201: OkSchema, ...errorResponses },
};

export const metadata = {
  tags,
  security,
  summary: "Download the release, tracks, credits and splits as a JSON file",
  params,
  response: { 200: z.record(z.string(), z.unknown()), ...errorResponses },
};
