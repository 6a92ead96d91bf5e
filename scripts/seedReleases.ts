import { Readable } from "node:stream";
import { addDays, emptyTrack, utcToday } from "@common/releaseRules.ts";
import type { ReleaseInput, ReleaseStatus } from "@common/releases.ts";
import { type ReviewAction, ReviewMessages } from "@common/review.ts";
import { and, eq } from "drizzle-orm";
import { createArtist } from "../server/commands/releases/createArtist.ts";
import { saveRelease } from "../server/commands/releases/saveRelease.ts";
import { setReleaseStatus } from "../server/commands/review/setReleaseStatus.ts";
import type { AppContext } from "../server/context.ts";
import { releases } from "../server/db/schema/index.ts";
import type { Actor } from "../server/policies/user.ts";
import { makeFlac, makeImage, makeMp3, makeWav } from "../server/test/media.ts";
import { ingestUpload } from "../server/uploads/ingest.ts";
import { seedDelivered } from "./seedDeliveries.ts";

interface DemoTrack {
  title: string;
  audio: "wav" | "flac" | "mp3";
  seconds: number;
  frequency: number;
}

interface DemoRelease {
  title: string;
  type: ReleaseInput["releaseType"];
  genre: string;
  status: ReleaseStatus;
  adminNotes?: string;
  colour: { r: number; g: number; b: number };
  tracks: DemoTrack[];
}

/** A few releases per demo artist; together one in every status (a test holds them to it). */
const demoReleases: Record<string, { alias: string; releases: DemoRelease[] }> = {
  "nova@demo.offbeat.local": {
    alias: "Nova Lind",
    releases: [
      {
        title: "Northern Lights",
        type: "ep",
        genre: "Electronic",
        status: "distributed",
        colour: { r: 30, g: 90, b: 160 },
        tracks: [
          { title: "Aurora", audio: "flac", seconds: 8, frequency: 392 },
          { title: "Polar Night", audio: "wav", seconds: 6, frequency: 330 },
        ],
      },
      {
        title: "Summer Static",
        type: "single",
        genre: "Pop",
        status: "submitted",
        colour: { r: 220, g: 120, b: 40 },
        tracks: [{ title: "Summer Static", audio: "wav", seconds: 5, frequency: 523 }],
      },
      {
        title: "Sketches",
        type: "single",
        genre: "Indie",
        status: "draft",
        colour: { r: 90, g: 90, b: 90 },
        tracks: [{ title: "Sketch No. 1", audio: "mp3", seconds: 4, frequency: 440 }],
      },
    ],
  },
  "echo@demo.offbeat.local": {
    alias: "Echo Park Collective",
    releases: [
      {
        title: "Concrete Gardens",
        type: "album",
        genre: "Hip-Hop",
        status: "rejected",
        adminNotes: "Artwork is below 3000x3000 px. Please upload a larger cover and resubmit.",
        colour: { r: 60, g: 140, b: 70 },
        tracks: [
          { title: "Intro", audio: "wav", seconds: 3, frequency: 262 },
          { title: "Block Party", audio: "mp3", seconds: 5, frequency: 294 },
          { title: "Outro", audio: "wav", seconds: 3, frequency: 349 },
        ],
      },
      {
        title: "Night Bus",
        type: "single",
        genre: "Funk",
        status: "approved",
        colour: { r: 120, g: 60, b: 150 },
        tracks: [{ title: "Night Bus", audio: "flac", seconds: 5, frequency: 370 }],
      },
      {
        title: "Old Tapes",
        type: "single",
        genre: "Funk",
        status: "taken_down",
        colour: { r: 150, g: 110, b: 60 },
        tracks: [{ title: "Old Tapes", audio: "mp3", seconds: 4, frequency: 311 }],
      },
    ],
  },
};

/**
 * The reviews that take a submitted release to its demo status (REVIEW_TRANSITIONS), each with
 * the notes a reviewer would leave: the review dialog's approval note, the rejection's reason.
 * Distributed and taken down releases are approved, then given their stores' outcome directly
 * (scripts/seedDeliveries.ts): real delivery needs enabled stores and the delivery job.
 */
const reviewsTo: Record<ReleaseStatus, Exclude<ReviewAction, "distribute">[]> = {
  draft: [],
  submitted: [],
  approved: ["approve"],
  rejected: ["reject"],
  distributed: ["approve"],
  taken_down: ["approve"],
};
const reviewNotes = (action: ReviewAction, item: DemoRelease): string | null => {
  if (action === "approve") return ReviewMessages.approvedNote;
  if (action === "reject") return item.adminNotes ?? null;
  return null;
};

const audioFile = (track: DemoTrack) => {
  const tone = { seconds: track.seconds, frequency: track.frequency };
  if (track.audio === "flac") return makeFlac({ ...tone, bitDepth: 24, sampleRate: 48_000 });
  if (track.audio === "mp3") return makeMp3(tone);
  return makeWav(tone);
};

/**
 * The demo releases a demo artist does not have yet (matched by title): real generated audio and
 * artwork, saved through the builder's command, then reviewed by `reviewer` through the Release
 * Review's command, so notifications and the audit log read as after a real review.
 */
export async function seedReleases(
  ctx: AppContext,
  userId: string,
  email: string,
  reviewer: Actor,
): Promise<number> {
  const demo = demoReleases[email];
  if (!demo) return 0;
  // The account's name may already be its artist profile (sign-up makes it one).
  await createArtist(ctx, userId, demo.alias).catch(() => undefined);
  const actor = { id: userId, role: "artist" as const };
  let made = 0;
  for (const item of demo.releases) {
    const [existing] = await ctx.database.db
      .select({ id: releases.id })
      .from(releases)
      .where(and(eq(releases.userId, userId), eq(releases.title, item.title)))
      .limit(1);
    if (existing) continue;
    const { id } = await saveRelease(ctx, actor, await demoInput(ctx, userId, email, item), null);
    for (const action of reviewsTo[item.status]) {
      await setReleaseStatus(ctx, reviewer, id, action, reviewNotes(action, item));
    }
    if (item.status === "distributed" || item.status === "taken_down")
      await seedDelivered(ctx, id, item.status, reviewer);
    made += 1;
  }
  return made;
}

/** The builder's input for one demo release, its files uploaded as the artist would. */
async function demoInput(
  ctx: AppContext,
  userId: string,
  email: string,
  item: DemoRelease,
): Promise<ReleaseInput> {
  const alias = demoReleases[email]?.alias ?? "";
  const artwork = await ingestUpload(ctx, {
    userId,
    kind: "artwork",
    fileName: `${item.title}.png`,
    body: Readable.from(await makeImage({ width: 3000, height: 3000, colour: item.colour })),
  });
  const tracks = [];
  for (const track of item.tracks) {
    const audio = await ingestUpload(ctx, {
      userId,
      kind: "audio",
      fileName: `${track.title}.${track.audio}`,
      body: Readable.from(audioFile(track)),
    });
    tracks.push({
      ...emptyTrack(),
      title: track.title,
      audioUploadId: audio.id,
      credits: [{ name: alias, role: "Artist" }],
      splits: [
        { collaboratorName: alias, collaboratorEmail: email, role: "Artist", percentage: 100 },
      ],
    });
  }
  return {
    status: item.status === "draft" ? "draft" : "submitted",
    title: item.title,
    artistName: alias,
    releaseType: item.type,
    genre: item.genre,
    subgenre: "",
    releaseDate: addDays(utcToday(), 45),
    description: `${item.title}, a demo release by ${alias}.`,
    platforms: ["spotify", "apple_music", "youtube_music", "amazon_music", "deezer", "tidal"],
    artworkUploadId: artwork.id,
    tracks,
  };
}
