import type { Upload } from "@common/uploads.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  type Member,
  member,
  releaseInput,
  rows,
  split,
  track,
  uploadArtwork,
  uploadMp3,
  uploadWav,
} from "./releaseTestKit.ts";

/** What the save tests read back: the rows a save wrote. */
interface TrackRow {
  id: string;
  track_number: number;
  title: string;
  duration: number;
  audio_upload_id: string | null;
  isrc: string | null;
  lyrics: string | null;
}
interface SplitRow {
  track_id: string;
  collaborator_name: string;
  collaborator_email: string | null;
  role: string;
  percentage: string;
  position: number;
}

/** Readers of the saved rows, for the test file's environment (created in its beforeAll). */
function savedRows(getEnv: () => TestEnv) {
  return {
    releaseRows: (title: string) =>
      rows<{ id: string; status: string; title: string }>(
        getEnv(),
        sql`select id, status, title from releases where title = ${title}`,
      ),
    trackRows: (releaseId: string) =>
      rows<TrackRow>(
        getEnv(),
        sql`select * from tracks where release_id = ${releaseId} order by track_number`,
      ),
    splitRows: (trackIds: string[]) =>
      trackIds.length === 0
        ? Promise.resolve([])
        : rows<SplitRow>(
            getEnv(),
            sql`select * from royalty_splits where track_id in ${sql.raw(`(${trackIds.map((id) => `'${id}'`).join(",")})`)} order by position`,
          ),
    notificationsAbout: (title: string) =>
      rows<{
        user_id: string | null;
        audience: string;
        type: string;
        title: string;
        message: string;
      }>(
        getEnv(),
        sql`select * from notifications where message like ${`%"${title}"%`} order by created_at`,
      ),
  };
}

let titles = 0;
/** A title no other test in the file uses. */
export const unique = (title: string) => {
  titles += 1;
  return `${title} #${titles}`;
};

/** A two-track EP that passes every step. */
const twoTrackEp = (title: string, files: { art: Upload; wav: Upload; mp3: Upload }) =>
  releaseInput({
    title,
    releaseType: "ep",
    artworkUploadId: files.art.id,
    tracks: [
      track("First Light", files.wav.id, {
        isrc: "us-abc-25-00001",
        lyrics: "la la",
        splits: [split("Ann", 60, { collaboratorEmail: "ann@example.com" }), split("Bo", 40)],
      }),
      track("Second Wind", files.mp3.id, { explicit: true }),
    ],
  });

interface SaveFixture {
  env: TestEnv;
  /** The artist who saves, with a WAV, an MP3 and artwork already uploaded. */
  ann: Member;
  wav: Upload;
  mp3: Upload;
  art: Upload;
}

/**
 * The save tests' shared setup, registered as the file's beforeAll/afterAll: a fresh database,
 * an artist and her uploads, the saved-row readers and the two-track EP built from her files.
 */
export function saveFixture() {
  const fixture = {} as SaveFixture;
  beforeAll(async () => {
    fixture.env = await createTestEnv();
    fixture.ann = await member(fixture.env);
    fixture.wav = await uploadWav(fixture.ann, 3);
    fixture.mp3 = await uploadMp3(fixture.ann, 2);
    fixture.art = await uploadArtwork(fixture.ann);
  });
  afterAll(async () => {
    await fixture.env?.close();
  });
  return {
    s: fixture,
    ...savedRows(() => fixture.env),
    ep: (title: string) => twoTrackEp(title, fixture),
  };
}
