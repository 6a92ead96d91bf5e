import { type FeatureFlagKey, FeatureFlagMessages } from "@common/featureFlags.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { errorOf } from "../../test/client.ts";
import { createTestEnv, postAs, type TestEnv, uniqueEmail } from "../../test/support.ts";
import { directChat, person } from "../conversations/messagingTestKit.ts";
import {
  draftInput,
  member,
  releaseInput,
  releaseOf,
  rows,
  savedOf,
  setStatus,
  split,
  track,
  uploadArtwork,
  uploadWav,
} from "../releases/releaseTestKit.ts";
import { type Someone, someone } from "./adminToolsTestKit.ts";

let env: TestEnv;
let admin: Someone;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await someone(env, "admin");
});
afterAll(async () => {
  await env?.close();
});

async function setFlag(key: FeatureFlagKey, enabled: boolean) {
  const res = await admin.call("PUT", `/api/admin/feature-flags/${key}`, { enabled });
  expect(res.status).toBe(200);
}

const refusedWith = (key: FeatureFlagKey) => ({
  status: 403,
  body: { error: { code: "FEATURE_DISABLED", message: FeatureFlagMessages[key] } },
});

describe("new_signups", () => {
  const signUp = (email: string) =>
    postAs(env, "/api/auth/sign-up", {
      email,
      password: "correct horse battery",
      fullName: "New Person",
      artistName: "Newcomers",
    });

  it("off: sign-up is refused with the flag's message and no account is made", async () => {
    await setFlag("new_signups", false);
    const email = uniqueEmail("closed");
    const res = await signUp(email);
    expect({ status: res.statusCode, body: res.json() }).toEqual(refusedWith("new_signups"));
    expect(
      await env.ctx.database.db.select().from(users).where(eq(users.email, email)),
    ).toHaveLength(0);
    // Existing accounts still sign in.
    expect((await someone(env)).cookie).toContain("session");
  });

  it("back on: sign-up works again", async () => {
    await setFlag("new_signups", true);
    const email = uniqueEmail("open");
    const res = await signUp(email);
    expect(res.statusCode).toBe(200);
    expect(
      await env.ctx.database.db.select().from(users).where(eq(users.email, email)),
    ).toHaveLength(1);
  });
});

describe("release_submissions", () => {
  it("off: submitting from the builder and resubmitting are refused; drafts still save", async () => {
    const ann = await member(env);
    const [audio, art] = [await uploadWav(ann, 1), await uploadArtwork(ann)];
    const complete = releaseInput({
      title: "Paused Single",
      artworkUploadId: art.id,
      tracks: [track("Only Song", audio.id, { splits: [split("Ann", 100)] })],
    });
    const draft = await ann.post("/api/releases", draftInput("Kept Draft"));
    const draftId = releaseOf(draft).id;
    const rejected = await ann.post("/api/releases", draftInput("Rejected One"));
    const rejectedId = releaseOf(rejected).id;
    await setStatus(env, rejectedId, "rejected");

    await setFlag("release_submissions", false);
    const submit = await ann.post("/api/releases", complete);
    expect({ status: submit.status, body: submit.body }).toEqual(
      refusedWith("release_submissions"),
    );
    const update = await ann.put(`/api/releases/${draftId}`, { ...complete, title: "Kept Draft" });
    expect(update.status).toBe(403);
    expect(errorOf(update).message).toBe(FeatureFlagMessages.release_submissions);
    const resubmit = await ann.post(`/api/releases/${rejectedId}/resubmit`, {
      title: "Rejected One",
      artistName: "The Testers",
      releaseType: "single",
      genre: "Pop",
      subgenre: "",
      releaseDate: "2031-06-01",
      description: "",
    });
    expect(resubmit.status).toBe(403);
    expect(errorOf(resubmit).message).toBe(FeatureFlagMessages.release_submissions);

    const saved = await ann.post("/api/releases", { ...complete, status: "draft" });
    expect(saved.status).toBe(201);
    expect(savedOf(saved).message).toBe(ReleaseMessages.savedDraft);
    const statuses = await rows<{ title: string; status: string }>(
      env,
      sql`select title, status from releases where user_id = ${ann.id} order by title`,
    );
    expect(statuses).toEqual([
      { title: "Kept Draft", status: "draft" },
      { title: "Paused Single", status: "draft" },
      { title: "Rejected One", status: "rejected" },
    ]);

    await setFlag("release_submissions", true);
    expect((await ann.post("/api/releases", { ...complete, title: "Now Live" })).status).toBe(201);
    const again = await ann.post(`/api/releases/${rejectedId}/resubmit`, {
      title: "Rejected One",
      artistName: "The Testers",
      releaseType: "single",
      genre: "Pop",
      subgenre: "",
      releaseDate: "2031-06-01",
      description: "",
    });
    expect(again.status).toBe(200);
  });
});

describe("messaging", () => {
  it("off: artists cannot start conversations or send; staff and admins still can", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const other = await person(env, "admin");
    const existing = await directChat(artist, staff);

    await setFlag("messaging", false);
    const direct = await artist.post("/api/conversations/direct", { userId: other.id });
    expect({ status: direct.status, body: direct.body }).toEqual(refusedWith("messaging"));
    const group = await artist.post("/api/conversations/groups", {
      title: "Band",
      memberIds: [staff.id],
    });
    expect(group.status).toBe(403);
    expect(errorOf(group).message).toBe(FeatureFlagMessages.messaging);
    const send = await artist.post(`/api/conversations/${existing}/messages`, { content: "Hi" });
    expect(send.status).toBe(403);
    expect(errorOf(send).message).toBe(FeatureFlagMessages.messaging);
    // Reading stays open.
    expect((await artist.get(`/api/conversations/${existing}/messages`)).status).toBe(200);

    const reply = await staff.post(`/api/conversations/${existing}/messages`, {
      content: "We are on it",
    });
    expect(reply.status).toBe(200);
    const fromAdmin = await other.post("/api/conversations/direct", { userId: artist.id });
    expect(fromAdmin.status).toBe(200);

    await setFlag("messaging", true);
    const back = await artist.post(`/api/conversations/${existing}/messages`, {
      content: "Thanks",
    });
    expect(back.status).toBe(200);
  });
});
