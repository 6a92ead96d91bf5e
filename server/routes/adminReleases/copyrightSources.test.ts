import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeService, reply, startFakeService } from "../../copyright/sources/fakeService.ts";
import { makeWav } from "../../test/media.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Member, member } from "../releases/releaseTestKit.ts";
import { checkRows, settledReport, submitSingle, uploadAudio } from "./copyrightTestKit.ts";

/**
 * The check with outside services configured (decision 13), each a local server answering in
 * the service's documented format: iTunes finds the song, MusicBrainz is down, AcoustID has a key
 * but no fingerprint to send (fpcalc is missing here), Last.fm and Discogs are not configured.
 */
let env: TestEnv;
let itunes: FakeService;
let musicbrainz: FakeService;
let acoustid: FakeService;
let staff: Member;
let artist: Member;

beforeAll(async () => {
  itunes = await startFakeService((_request, response) =>
    reply(response, 200, {
      resultCount: 2,
      results: [
        {
          wrapperType: "track",
          kind: "song",
          trackName: "Golden Hour",
          artistName: "Sunny Days",
          collectionName: "Golden Hour - Single",
          trackViewUrl: "https://music.apple.com/us/album/golden-hour/1?i=2",
          releaseDate: "2019-05-17T07:00:00Z",
        },
        {
          wrapperType: "track",
          kind: "song",
          trackName: "Tuba Pvp",
          artistName: "Wyck",
          collectionName: "Other",
          trackViewUrl: "https://music.apple.com/us/album/other/3?i=4",
          releaseDate: "2001-01-01T08:00:00Z",
        },
      ],
    }),
  );
  musicbrainz = await startFakeService((_request, response) =>
    reply(response, 503, { error: "Your requests are exceeding the allowable rate limit." }),
  );
  acoustid = await startFakeService((_request, response) =>
    reply(response, 200, { status: "ok", results: [] }),
  );
  env = await createTestEnv({
    ITUNES_SEARCH_URL: `${itunes.url}/search`,
    MUSICBRAINZ_URL: `${musicbrainz.url}/ws/2`,
    ACOUSTID_API_KEY: "test-client-key",
    ACOUSTID_URL: `${acoustid.url}/v2/lookup`,
    FPCALC_PATH: "/nonexistent/fpcalc",
  });
  staff = await member(env, "staff");
  artist = await member(env);
});
afterAll(async () => {
  await env?.close();
  await Promise.all([itunes?.close(), musicbrainz?.close(), acoustid?.close()]);
});

describe("outside copyright lookups through the whole check", () => {
  it("reports each source's state, keeps what answered and names what failed", async () => {
    const id = await submitSingle(
      artist,
      await uploadAudio(artist, makeWav({ seconds: 3, melody: 5 }), "golden.wav"),
      "Golden Hour",
      "Sunny Days",
    );
    const check = (await settledReport(staff, id)).tracks[0]?.check;
    expect(Object.fromEntries(check?.sources.map((s) => [s.source, s.state]) ?? [])).toEqual({
      offbeat: "ok",
      acoustid: "unavailable",
      musicbrainz: "failed",
      lastfm: "off",
      itunes: "ok",
      discogs: "off",
    });
    expect(check?.fingerprint).toBe("unavailable");
    // The store has the same title by the same artist: an exact match, so a violation. Its other
    // song scores 41.9 (Jaro-Winkler is generous: unrelated words often pass 50): not kept.
    expect(check?.matches).toEqual([
      {
        title: "Golden Hour",
        artist: "Sunny Days",
        similarity: 100,
        matchType: "exact",
        confidence: 100,
        source: "itunes",
        fingerprint: false,
        details: "Golden Hour - Single",
        releaseDate: "2019-05-17",
        url: "https://music.apple.com/us/album/golden-hour/1?i=2",
        mbid: null,
        listeners: null,
      },
    ]);
    expect(check?.status).toBe("violation");
    expect(check?.error).toBeNull();

    // What the services saw: the documented search, and nothing sent to AcoustID without a print.
    expect(itunes.requests).toHaveLength(1);
    expect(Object.fromEntries(itunes.requests[0]?.query ?? [])).toEqual({
      term: "Sunny Days Golden Hour",
      media: "music",
      entity: "song",
      limit: "50",
    });
    expect(musicbrainz.requests).toHaveLength(1);
    expect(acoustid.requests).toHaveLength(0);

    // The stored record names the failed source and the services asked.
    const [row] = await env.ctx.database.db.query.copyrightChecks.findMany({
      where: (c, { eq }) => eq(c.releaseId, id),
    });
    expect(row?.flaggedContent.metadata.failedSources).toEqual([
      expect.stringMatching(/^musicbrainz: .*503/),
    ]);
    expect(row?.flaggedContent.external_apis_used.sort()).toEqual(["itunes", "musicbrainz"]);
    expect(await checkRows(env, id)).toHaveLength(1);
  });
});
