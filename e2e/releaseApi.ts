import { earliestReleaseDate } from "@common/releaseRules.ts";
import { DEFAULT_PLATFORMS } from "@common/releases.ts";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { makeImage, makeWav } from "../server/test/media.ts";

const baseUrl = inject("baseUrl");

/**
 * A submitted single with a real WAV and artwork, made through the API as the builder does. The
 * audio is a melody of its own unless `audio` is given (the copyright check compares audio).
 */
export async function submitRelease(
  page: Page,
  title: string,
  artistName: string,
  options: { audio?: Buffer; trackTitle?: string } = {},
) {
  const upload = async (kind: string, name: string, mimeType: string, buffer: Buffer) => {
    const res = await page.request.post(`/api/uploads?kind=${kind}`, {
      headers: { origin: baseUrl },
      multipart: { file: { name, mimeType, buffer } },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { upload: { id: string } }).upload.id;
  };
  const audio = await upload(
    "audio",
    "take.wav",
    "audio/wav",
    options.audio ?? makeWav({ seconds: 30, melody: Math.floor(Math.random() * 2 ** 31) }),
  );
  const art = await upload(
    "artwork",
    "cover.png",
    "image/png",
    await makeImage({ width: 600, height: 600 }),
  );
  const res = await page.request.post("/api/releases", {
    headers: { origin: baseUrl },
    data: {
      status: "submitted",
      title,
      artistName,
      releaseType: "single",
      genre: "Electronic",
      subgenre: "",
      releaseDate: earliestReleaseDate(),
      description: "Recorded live in one take.",
      platforms: DEFAULT_PLATFORMS,
      artworkUploadId: art,
      tracks: [
        {
          title: options.trackTitle ?? `${title} (Main Mix)`,
          audioUploadId: audio,
          explicit: false,
          lyrics: "",
          isrc: "",
          credits: [{ name: artistName, role: "Artist" }],
          splits: [
            {
              collaboratorName: artistName,
              collaboratorEmail: "",
              role: "Artist",
              percentage: 100,
            },
          ],
        },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { release: { id: string } }).release.id;
}
