import { AuthMessages } from "@common/auth.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../../test/client.ts";
import {
  confirmThroughLink,
  createTestEnv,
  postAs,
  signIn,
  type TestEnv,
  uniqueEmail,
  waitForMail,
} from "../../test/support.ts";
import {
  draftInput,
  type Member,
  member,
  releaseInput,
  releaseOf,
  rows,
  setStatus,
  track,
  uploadArtwork,
  uploadWav,
} from "./releaseTestKit.ts";

/** Issue 16: artist names belong to their account. */
let env: TestEnv;
let owner: Member;
let other: Member;
beforeAll(async () => {
  env = await createTestEnv();
  owner = await member(env);
  other = await member(env);
});
afterAll(async () => {
  await env?.close();
});

const password = "juniper stage lights";
const signUp = (email: string, artistName: string) =>
  postAs(env, "/api/auth/sign-up", { email, password, fullName: "Nia Newcomer", artistName });

/** The owner's name as someone else might type it to pass as them. */
const lookAlikes = () => [
  owner.artistName,
  owner.artistName.toUpperCase(),
  `${owner.artistName}\u200b`,
  `\u2060${owner.artistName.toLowerCase()}\ufeff`,
];

/** A submission that passes every step, under `artistName`. */
async function submission(who: Member, artistName: string) {
  const [audio, art] = [await uploadWav(who, 1), await uploadArtwork(who)];
  return releaseInput({
    title: "Borrowed Name",
    artistName,
    artworkUploadId: art.id,
    tracks: [track("Only Song", audio.id)],
  });
}

const releasesOf = (who: Member) =>
  rows<{ title: string; artist_name: string; status: string }>(
    env,
    sql`select title, artist_name, status from releases where user_id = ${who.id} order by created_at`,
  );

describe("the artist name given at sign-up", () => {
  it("is the account's first artist name, offered at once by GET /api/artists", async () => {
    const email = uniqueEmail();
    const res = await signUp(email, "  Nia Newcomer  ");
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(env.ctx, email, /Confirm/);
    expect((await confirmThroughLink(env, mail.text, email, password)).statusCode).toBe(200);
    const cookie = await signIn(env, email, password);

    const artists = await env.app.inject({
      method: "GET",
      url: "/api/artists",
      headers: { cookie },
    });
    expect(artists.json().artists).toEqual([{ id: expect.any(String), name: "Nia Newcomer" }]);
    // Creating it again is refused as a duplicate, not as another account's name.
    const again = await postAs(env, "/api/artists", { name: "Nia Newcomer" }, cookie);
    expect(again.statusCode).toBe(409);
  });

  it("must not be another account's artist name, however it is spelt", async () => {
    for (const name of lookAlikes()) {
      const email = uniqueEmail();
      const res = await signUp(email, name);
      expect(res.statusCode, JSON.stringify(name)).toBe(409);
      expect(res.json().error.message).toBe(AuthMessages.artistNameTaken);
      expect(await rows(env, sql`select id from users where email = ${email}`)).toEqual([]);
    }
  });

  it("must have a visible character", async () => {
    const res = await signUp(uniqueEmail(), "\u200b\u200b");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.artistName).toBe("Artist name is required");
  });
});

describe("a release carries an artist name of its owner's account", () => {
  it("refuses another account's name, its case variant and it with a zero-width space", async () => {
    const before = await releasesOf(other);
    for (const name of lookAlikes()) {
      const draft = await other.post(
        "/api/releases",
        draftInput("Borrowed Name", { artistName: name }),
      );
      expect(draft.status, JSON.stringify(name)).toBe(400);
      expect(errorOf(draft).message).toBe(ReleaseMessages.artistNotYours);
      expect(errorOf(draft).fields).toEqual({ artistName: ReleaseMessages.artistNotYours });
      const submitted = await other.post("/api/releases", await submission(other, name));
      expect(submitted.status, JSON.stringify(name)).toBe(400);
      expect(errorOf(submitted).message).toBe(ReleaseMessages.artistNotYours);
    }
    expect(await releasesOf(other)).toEqual(before);
  });

  it("refuses it when a draft is edited, leaving the draft as it was", async () => {
    const id = releaseOf(
      await other.post("/api/releases", draftInput("Mine", { artistName: other.artistName })),
    ).id;
    const edited = await other.put(
      `/api/releases/${id}`,
      draftInput("Mine", { artistName: `${owner.artistName}\u200b` }),
    );
    expect(edited.status).toBe(400);
    expect(errorOf(edited).message).toBe(ReleaseMessages.artistNotYours);
    const [row] = await rows<{ artist_name: string }>(
      env,
      sql`select artist_name from releases where id = ${id}`,
    );
    expect(row?.artist_name).toBe(other.artistName);
  });

  it("accepts the account's own name however it is typed, saved in the account's spelling", async () => {
    const typed = `  ${owner.artistName.toUpperCase()}\u200b `;
    const res = await owner.post("/api/releases", await submission(owner, typed));
    expect(res.status).toBe(201);
    expect(releaseOf(res).artistName).toBe(owner.artistName);
  });

  it("refuses another account's name on resubmit, leaving the release rejected", async () => {
    const id = releaseOf(
      await other.post("/api/releases", draftInput("Second Try", { artistName: other.artistName })),
    ).id;
    await setStatus(env, id, "rejected");
    const edit = {
      title: "Second Try",
      releaseType: "single",
      genre: "Pop",
      subgenre: "",
      releaseDate: "2031-06-01",
      description: "",
    };
    for (const name of lookAlikes()) {
      const res = await other.post(`/api/releases/${id}/resubmit`, { ...edit, artistName: name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(errorOf(res).message).toBe(ReleaseMessages.artistNotYours);
    }
    expect((await releasesOf(other)).find((r) => r.title === "Second Try")).toMatchObject({
      status: "rejected",
      artist_name: other.artistName,
    });
    const own = await other.post(`/api/releases/${id}/resubmit`, {
      ...edit,
      artistName: other.artistName.toLowerCase(),
    });
    expect(own.status).toBe(200);
    expect(releaseOf(own)).toMatchObject({
      status: "submitted",
      artistName: other.artistName,
    });
  });
});
