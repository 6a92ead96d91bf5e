import { Readable } from "node:stream";
import { addDays, emptyTrack, utcToday } from "@common/releaseRules.ts";
import type { ReleaseInput, ReleaseStatus } from "@common/releases.ts";
import { eq } from "drizzle-orm";
import { createArtist } from "../server/commands/releases/createArtist.ts";
import { saveRelease } from "../server/commands/releases/saveRelease.ts";
import type { AppContext } from "../server/context.ts";
import { releases } from "../server/db/schema/index.ts";
import { makeFlac, makeImage, makeMp3, makeWav } from "../server/test/media.ts";
import { ingestUpload } from "../server/uploads/ingest.ts";

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

/** A few releases per demo artist, in every status the artist can meet. */
export const demoReleases: Record<string, { alias: string; releases: DemoRelease[] }> = {
  "nova@demo.offbeat.local": {
    alias: "Nova Lind",
    releases: [
      {
        title: "Northern Lights",
        type: "ep",
        genre: "Electronic",
        status: "distributed",
        adminNotes: "Approved for distribution",
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
    ],
  },
};

const audioFile = (track: DemoTrack) => {
  const tone = { seconds: track.seconds, frequency: track.frequency };
  if (track.audio === "flac") return makeFlac({ ...tone, bitDepth: 24, sampleRate: 48_000 });
  if (track.audio === "mp3") return makeMp3(tone);
  return makeWav(tone);
};

/**
 * Demo releases for a demo artist with none yet: real generated audio and artwork, saved through
 * the same command as the builder. Statuses beyond "submitted" are set directly, as staff would.
 */
export async function seedReleases(
  ctx: AppContext,
  userId: string,
  email: string,
): Promise<number> {
  const demo = demoReleases[email];
  if (!demo) return 0;
  const existing = await ctx.database.db
    .select({ id: releases.id })
    .from(releases)
    .where(eq(releases.userId, userId))
    .limit(1);
  if (existing.length > 0) return 0;
  await createArtist(ctx, userId, demo.alias).catch(() => undefined);
  const actor = { id: userId, role: "artist" as const };
  for (const item of demo.releases) {
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
        credits: [{ name: demo.alias, role: "Artist" }],
        splits: [
          {
            collaboratorName: demo.alias,
            collaboratorEmail: email,
            role: "Artist",
            percentage: 100,
          },
        ],
      });
    }
    const input: ReleaseInput = {
      status: item.status === "draft" ? "draft" : "submitted",
      title: item.title,
      artistName: demo.alias,
      releaseType: item.type,
      genre: item.genre,
      subgenre: "",
      releaseDate: addDays(utcToday(), 45),
      description: `${item.title}, a demo release by ${demo.alias}.`,
      platforms: ["spotify", "apple_music", "youtube_music", "amazon_music", "deezer", "tidal"],
      artworkUploadId: artwork.id,
      tracks,
    };
    const { id } = await saveRelease(ctx, actor, input, null);
    if (item.status !== "draft" && item.status !== "submitted") {
      await ctx.database.db
        .update(releases)
        .set({ status: item.status, adminNotes: item.adminNotes ?? null })
        .where(eq(releases.id, id));
    }
  }
  return demo.releases.length;
}
