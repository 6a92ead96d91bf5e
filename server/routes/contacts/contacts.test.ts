import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyOf, type Reply } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { groupChat, type Person, person } from "../conversations/messagingTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
let artist: Person;
let otherArtist: Person;
let staff: Person;
let admin: Person;

beforeAll(async () => {
  env = await createTestEnv();
  artist = await person(env, "artist", { artistName: "Nova Lights" });
  otherArtist = await person(env, "artist", { artistName: "Echo Park" });
  staff = await person(env, "staff", { fullName: "Stella Support", artistName: null });
  admin = await person(env, "admin", { fullName: "Adam Admin", artistName: null });
});
afterAll(async () => {
  await env?.close();
});

const page = (res: Reply) => bodyOf(res, schema.search.response[200]);
const ids = (res: Reply) => page(res).items.map((c) => c.id);

describe("GET /api/contacts", () => {
  it("lists staff and admins for an artist's Contact Staff picker, never other artists", async () => {
    const res = await artist.get("/api/contacts");
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([admin.id, staff.id]);
    expect(page(res).items[1]).toEqual({
      id: staff.id,
      artistName: null,
      fullName: "Stella Support",
      email: staff.email,
      role: "staff",
    });
    expect(ids(await artist.get("/api/contacts?purpose=group"))).toEqual([admin.id, staff.id]);
    expect(ids(await artist.get("/api/contacts?role=artist"))).toEqual([]);
  });

  it("lists artists for staff's Contact Artist picker, and everyone else for groups", async () => {
    expect(ids(await staff.get("/api/contacts"))).toEqual([otherArtist.id, artist.id]);
    expect(ids(await staff.get("/api/contacts?purpose=group"))).toEqual([
      admin.id,
      otherArtist.id,
      artist.id,
    ]);
    expect(ids(await staff.get("/api/contacts?purpose=group&role=admin"))).toEqual([admin.id]);
  });

  it("searches names and emails by 'contains' and pages with a cursor", async () => {
    expect(ids(await staff.get("/api/contacts?q=LIGHT"))).toEqual([artist.id]);
    expect(
      ids(await staff.get(`/api/contacts?q=${encodeURIComponent(otherArtist.email)}`)),
    ).toEqual([otherArtist.id]);
    const first = await staff.get("/api/contacts?purpose=group&limit=2");
    expect(ids(first)).toEqual([admin.id, otherArtist.id]);
    const second = await staff.get(
      `/api/contacts?purpose=group&limit=2&cursor=${page(first).nextCursor}`,
    );
    expect(ids(second)).toEqual([artist.id]);
    expect(page(second).nextCursor).toBeNull();
  });

  it("leaves out a group's members for the add-members picker", async () => {
    const id = await groupChat(staff, "Picker", [artist]);
    const res = await staff.get(`/api/contacts?purpose=group&conversationId=${id}`);
    expect(ids(res)).toEqual([admin.id, otherArtist.id]);
  });
});
