import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { addDays, emptyTrack, utcToday } from "@common/releaseRules.ts";
import type { ReleaseInput } from "@common/releases.ts";
import { ReviewMessages } from "@common/review.ts";
import { createConfirmedUser } from "../../server/commands/ensureAdmin.ts";
import { createArtist } from "../../server/commands/releases/createArtist.ts";
import { saveRelease } from "../../server/commands/releases/saveRelease.ts";
import { setReleaseStatus } from "../../server/commands/review/setReleaseStatus.ts";
import type { AppContext } from "../../server/context.ts";
import { uploads } from "../../server/db/schema/index.ts";
import { COPYRIGHT_CHECK } from "../../server/jobs/copyrightCheck.ts";
import { makeFlac, makeImage, makeWav } from "../../server/test/media.ts";
import { ingestUpload, type UploadRow } from "../../server/uploads/ingest.ts";

/**
 * The delivery bench's catalogue: approved releases with real audio and artwork, made through
 * the real commands (the builder's saveRelease, then the review's approve, which assigns the UPC
 * and ISRCs). The media are generated and ingested once; each release then gets its own copies
 * (new upload rows and files, as if each artist had uploaded them), which keeps seeding to
 * seconds instead of decoding a 3000 px cover per release.
 *
 * Even releases are singles (one 60 s 16-bit WAV, ~10.6 MB), odd ones EPs (three 11 s FLACs,
 * ~1.9 MB each, the longest server/test/media.ts makes), each with a 3000x3000 PNG cover: short for masters (a 3.5-minute single is
 * ~37 MB), so the per-delivery costs (claim, message, outcome, connection) weigh more than they
 * would for a real catalogue, while 600 deliveries per transport stay within a few GB of disk.
 */

export const BENCH_PLATFORMS = [
  "spotify",
  "apple_music",
  "youtube_music",
  "amazon_music",
  "deezer",
  "tidal",
] as const;

export interface SeededRelease {
  id: string;
  /** Storage keys of the files a store receives (audio, then the cover), with their sizes. */
  files: { key: string; bytes: number }[];
}

const ALIAS = "Bench Ensemble";

export async function seedApprovedReleases(
  ctx: AppContext,
  count: number,
  log: (line: string) => void,
): Promise<SeededRelease[]> {
  const artistId = await createConfirmedUser(ctx, {
    email: "bench-artist@offbeat.local",
    password: "bench-password-123",
    fullName: ALIAS,
    artistName: ALIAS,
    role: "artist",
  });
  const reviewerId = await createConfirmedUser(ctx, {
    email: "bench-staff@offbeat.local",
    password: "bench-password-123",
    fullName: "Bench Staff",
    artistName: null,
    role: "staff",
  });
  await createArtist(ctx, artistId, ALIAS).catch(() => undefined);

  const ingest = async (kind: "audio" | "artwork", fileName: string, bytes: Buffer) =>
    ingestUpload(ctx, { userId: artistId, kind, fileName, body: Readable.from([bytes]) });
  const cover = await ingest(
    "artwork",
    "cover.png",
    await makeImage({ width: 3000, height: 3000, colour: { r: 40, g: 90, b: 160 } }),
  );
  const single = await ingest("audio", "single.wav", makeWav({ seconds: 60, frequency: 440 }));
  const epTracks = [
    await ingest("audio", "one.flac", makeFlac({ seconds: 11, frequency: 392 })),
    await ingest("audio", "two.flac", makeFlac({ seconds: 11, frequency: 330 })),
    await ingest("audio", "three.flac", makeFlac({ seconds: 11, frequency: 523 })),
  ];

  const artist = { id: artistId, role: "artist" as const };
  const reviewer = { id: reviewerId, role: "staff" as const };
  const seeded: SeededRelease[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const templates = i % 2 === 0 ? [single] : epTracks;
    const audio = [];
    for (const template of templates) audio.push(await copyUpload(ctx, template));
    const artwork = await copyUpload(ctx, cover);
    const input: ReleaseInput = {
      status: "submitted",
      title: `Bench Release ${i + 1}`,
      artistName: ALIAS,
      releaseType: i % 2 === 0 ? "single" : "ep",
      genre: "Electronic",
      subgenre: "",
      releaseDate: addDays(utcToday(), 30),
      description: "A release of the delivery bench.",
      platforms: [...BENCH_PLATFORMS],
      artworkUploadId: artwork.id,
      tracks: audio.map((upload, n) => ({
        ...emptyTrack(),
        title: i % 2 === 0 ? `Bench Release ${i + 1}` : `Bench Track ${n + 1}`,
        audioUploadId: upload.id,
        credits: [{ name: ALIAS, role: "Artist" }],
        splits: [
          {
            collaboratorName: ALIAS,
            collaboratorEmail: "bench-artist@offbeat.local",
            role: "Artist",
            percentage: 100,
          },
        ],
      })),
    };
    const { id } = await saveRelease(ctx, artist, input, null);
    await setReleaseStatus(ctx, reviewer, id, "approve", ReviewMessages.approvedNote);
    seeded.push({
      id,
      files: [...audio, artwork].map((u) => ({ key: u.storageKey, bytes: u.sizeBytes })),
    });
    if ((i + 1) % 50 === 0) {
      log(
        `  seeded ${i + 1}/${count} releases (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  // Submitting queued a copyright check per release. They are not what this bench measures, and
  // the server would run them in the middle of the deliveries: they are dropped.
  await ctx.database.pool.query("delete from pgboss.job where name = $1", [COPYRIGHT_CHECK]);
  return seeded;
}

/** A new upload row of the same user with its own copy of the file (renditions shared). */
async function copyUpload(ctx: AppContext, template: UploadRow): Promise<UploadRow> {
  const id = randomUUID();
  const extension = template.storageKey.slice(template.storageKey.lastIndexOf("."));
  const storageKey = `uploads/${template.userId}/${id}/original${extension}`;
  const source = await ctx.storage.get(template.storageKey);
  await ctx.storage.put(storageKey, source.body, {
    contentType: template.contentType,
    maxBytes: template.sizeBytes,
  });
  const [row] = await ctx.database.db
    .insert(uploads)
    .values({ ...template, id, storageKey, createdAt: new Date() })
    .returning();
  if (!row) throw new Error("upload copy was not written");
  return row;
}
