import { CodeMessages } from "@common/codes.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, itemAt } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  draftInput,
  type Member,
  member,
  releaseInput,
  releaseOf,
  track,
  uploadArtwork,
  uploadWav,
} from "./releaseTestKit.ts";

/** Issue 15: artists may bring their own UPC and ISRCs (re-releases); each is unique. */

let env: TestEnv;
let ann: Member;
let bo: Member;
beforeAll(async () => {
  env = await createTestEnv();
  [ann, bo] = [await member(env), await member(env)];
});
afterAll(async () => {
  await env?.close();
});

const save = (who: Member, title: string, extra: Parameters<typeof draftInput>[1]) =>
  who.post("/api/releases", draftInput(title, { artistName: who.artistName, ...extra }));

describe("an artist's own UPC", () => {
  it("is checked on submission: format and check digit, before anything else of step 1", async () => {
    for (const [upc, message] of [
      ["036000291453", CodeMessages.upcCheckDigit],
      ["03600029145", CodeMessages.upcFormat],
    ]) {
      const res = await ann.post("/api/releases", releaseInput({ upc, tracks: [] }));
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe(message);
      expect(errorOf(res).fields?.step1).toContain(message);
    }
  });

  it("is saved as digits, shown on the detail and in the metadata file", async () => {
    const [audio, art] = [await uploadWav(ann, 1), await uploadArtwork(ann)];
    const submitted = await ann.post(
      "/api/releases",
      releaseInput({
        title: "Reissue Deluxe",
        artistName: ann.artistName,
        upc: "0 36000 29145 2",
        artworkUploadId: art.id,
        tracks: [track("Old Hit", audio.id, { isrc: "gb-ayc-17-00598" })],
      }),
    );
    expect(submitted.status).toBe(201);
    const detail = await ann.get(`/api/releases/${releaseOf(submitted).id}`);
    expect(releaseOf(detail).upc).toBe("036000291452");
    expect(releaseOf(detail).tracks[0]?.isrc).toBe("GBAYC1700598");
    const file = await ann.get(`/api/releases/${releaseOf(submitted).id}/metadata`);
    // The metadata file is free-form JSON (its route's schema is a record), so match its shape.
    expect(file.body).toMatchObject({
      release: { upc: "036000291452" },
      tracks: [{ isrc: "GBAYC1700598" }],
    });
  });

  it("is refused when another release already uses it, also in its EAN-13 form", async () => {
    const first = await save(bo, "Original", { upc: "4006381333931" });
    expect(first.status).toBe(201);
    for (const [who, upc] of [
      [ann, "4006381333931"],
      [bo, "4006381333931"],
      [ann, "036000291452"], // held by "Reissue Deluxe" above
      [ann, "0036000291452"], // the same code as EAN-13
    ] as const) {
      const res = await save(who, "Copy", { upc });
      expect(res.status, upc).toBe(409);
      expect(errorOf(res)).toMatchObject({
        code: "CODE_TAKEN",
        message: CodeMessages.upcTaken,
        fields: { upc: CodeMessages.upcTaken },
      });
    }
    // Saving the release that holds it again is no conflict with itself.
    const again = await bo.put(
      `/api/releases/${releaseOf(first).id}`,
      draftInput("Original (edited)", { artistName: bo.artistName, upc: "4006381333931" }),
    );
    expect(again.status).toBe(200);
  });

  it("a draft keeps a malformed one as typed (the submission refuses it)", async () => {
    const res = await save(ann, "Typing", { upc: "12345" });
    expect(res.status).toBe(201);
    expect(releaseOf(res).upc).toBe("12345");
  });
});

describe("an artist's own ISRCs", () => {
  it("are refused when another release has one, naming the track", async () => {
    const res = await save(bo, "Covers", {
      tracks: [track("New Song", null), track("Old Hit", null, { isrc: "GB-AYC-17-00598" })],
    });
    expect(res.status).toBe(409);
    const message = ReleaseMessages.trackIsrcTaken(2, "Old Hit");
    expect(message).toBe('Track 2 "Old Hit": ISRC is already used by another release.');
    expect(errorOf(res)).toMatchObject({
      code: "CODE_TAKEN",
      message,
      fields: { "tracks.1.isrc": message },
    });
  });

  it("are refused twice in one release, naming the second track", async () => {
    const res = await save(bo, "Twice", {
      tracks: [
        track("A", null, { isrc: "SE-XYZ-20-00001" }),
        track("B", null, { isrc: "sexyz2000001" }),
      ],
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe('Track 2 "B": ISRC is also on track 1.');
  });

  it("may swap between two tracks of the same draft", async () => {
    const first = await save(bo, "Swap", {
      tracks: [
        track("A", null, { isrc: "SE-XYZ-20-00011" }),
        track("B", null, { isrc: "SE-XYZ-20-00012" }),
      ],
    });
    expect(first.status).toBe(201);
    const { tracks } = releaseOf(first);
    const [a, b] = [itemAt(tracks, 0), itemAt(tracks, 1)];
    const res = await bo.put(
      `/api/releases/${releaseOf(first).id}`,
      draftInput("Swap", {
        artistName: bo.artistName,
        tracks: [
          track("A", null, { id: a.id, isrc: "SE-XYZ-20-00012" }),
          track("B", null, { id: b.id, isrc: "SE-XYZ-20-00011" }),
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(releaseOf(res).tracks.map((t) => t.isrc)).toEqual(["SEXYZ2000012", "SEXYZ2000011"]);
  });
});
