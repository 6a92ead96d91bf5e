import { normaliseArtistName } from "@common/artistNames.ts";
import { Limits, ReleaseMessages } from "@common/releases.ts";
import { TextMessages } from "@common/text.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artistProfiles } from "../../db/schema/index.ts";
import { bodyOf, errorOf } from "../../test/client.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import { member, type Reply } from "./releaseTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

let names = 0;
/** Artist names are unique across the label, so each test takes its own. */
const unique = (name: string) => {
  names += 1;
  return `${name} ${names}`;
};

/** Gives account `userId` `n` more artist names, as many creations over time would have. */
async function holdNames(userId: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => {
    const name = unique(`Held ${i}`);
    return { userId, name, nameKey: normaliseArtistName(name) };
  });
  await env.ctx.database.db.insert(artistProfiles).values(rows);
}

const listed = (res: Reply) =>
  bodyOf(res, schema.listArtists.response[200]).artists.map((a) => a.name);

describe("artist aliases", () => {
  it("lists my aliases by name, ignoring case, and only mine", async () => {
    const [ann, bo] = [await member(env), await member(env)];
    const [zeta, alpha, mid] = [unique("zeta"), unique("Alpha"), unique("mid")];
    for (const name of [zeta, alpha, mid]) {
      expect((await ann.post("/api/artists", { name })).status).toBe(201);
    }
    await bo.post("/api/artists", { name: unique("Bo's own") });
    const res = await ann.get("/api/artists");
    expect(res.status).toBe(200);
    // With the name ann signed up with ("The Testers" or "Act N"), in its place by name.
    const expected = [alpha, mid, zeta, ann.artistName].sort((a, b) =>
      a.toLowerCase().localeCompare(b.toLowerCase()),
    );
    expect(listed(res)).toEqual(expected);
  });

  it("trims the name and returns the new alias", async () => {
    const ann = await member(env);
    const name = unique("Nova");
    const res = await ann.post("/api/artists", { name: `   ${name}  ` });
    expect(res.status).toBe(201);
    expect(bodyOf(res, schema.createArtist.response[201]).artist).toEqual({
      id: expect.any(String),
      name,
    });
  });

  it("refuses a name already taken, whatever its case and whoever took it", async () => {
    const [ann, bo] = [await member(env), await member(env)];
    const name = unique("Echo Park");
    expect((await ann.post("/api/artists", { name })).status).toBe(201);
    for (const [who, again] of [
      [ann, name],
      [ann, name.toUpperCase()],
      [bo, ` ${name.toLowerCase()} `],
    ] as const) {
      const res = await who.post("/api/artists", { name: again });
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe("Failed to create artist. Ensure the name is unique.");
      expect(errorOf(res).message).toBe(ReleaseMessages.artistCreateFailed);
    }
    expect(listed(await bo.get("/api/artists"))).toEqual([bo.artistName]);
  });

  it("refuses a name that is taken once normalised: width, invisible characters, own names", async () => {
    const [ann, bo] = [await member(env), await member(env)];
    const name = unique("Night Owl");
    expect((await ann.post("/api/artists", { name })).status).toBe(201);
    const fullWidth = name.replace(/[A-Za-z0-9 ]/g, (c) =>
      c === " " ? "\u3000" : String.fromCharCode(c.charCodeAt(0) + 0xfee0),
    );
    for (const [who, again] of [
      [bo, `${name}\u200b`],
      [bo, `Night\u200d ${name.slice(6).toUpperCase()}`],
      [bo, fullWidth],
      [bo, name.replace(" ", "\u00a0\u2060 ")],
      // The name the account signed up with is already its artist name (issue 16).
      [ann, `${ann.artistName.toLowerCase()}\ufeff`],
    ] as const) {
      const res = await who.post("/api/artists", { name: again });
      expect(res.status, JSON.stringify(again)).toBe(409);
      expect(errorOf(res).message).toBe(ReleaseMessages.artistCreateFailed);
    }
    expect(listed(await bo.get("/api/artists"))).toEqual([bo.artistName]);
  });

  it("refuses a blank name", async () => {
    const ann = await member(env);
    for (const name of ["", "   ", "\u200b\u200b"]) {
      const res = await ann.post("/api/artists", { name });
      expect(res.status).toBe(400);
    }
    expect(listed(await ann.get("/api/artists"))).toEqual([ann.artistName]);
  });

  it("refuses control characters and direction overrides in the name (400, naming the field)", async () => {
    const ann = await member(env);
    const message = TextMessages.controlCharacters("Artist name");
    expect(message).toBe("Artist name cannot contain control characters.");
    for (const name of ["a\u001b[31mb", "Bell\u0007", "Del\u007f", "Nel\u0085", "\u202Eevil"]) {
      const res = await ann.post("/api/artists", { name: unique(name) });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: "VALIDATION_ERROR",
        message,
        fields: { name: message },
      });
    }
    // Right-to-left names and their marks are names like any other.
    const arabic = unique("فيروز\u200f");
    expect((await ann.post("/api/artists", { name: arabic })).status).toBe(201);
    expect(listed(await ann.get("/api/artists"))).toHaveLength(2);
    expect(listed(await ann.get("/api/artists"))).toContain(arabic);
  });

  it("holds at most 200 names per account, all of them listed, and says so at the limit", async () => {
    expect(Limits.artistsPerAccount).toBe(200);
    const message = ReleaseMessages.artistLimitReached;
    expect(message).toBe(
      "This account already has 200 artist names, the most one account can hold.",
    );
    const [ann, bo] = [await member(env), await member(env)];
    // 198 more beside the sign-up name, written directly (creation is limited to 30 an hour).
    await holdNames(ann.id, 198);
    const last = unique("Last Place");
    expect((await ann.post("/api/artists", { name: last })).status).toBe(201);
    const refused = await ann.post("/api/artists", { name: unique("One Too Many") });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: "BAD_REQUEST", message });
    const names = listed(await ann.get("/api/artists"));
    expect(names).toHaveLength(200);
    expect(names).toContain(last);
    // The limit is the account's own: another account still creates.
    expect((await bo.post("/api/artists", { name: unique("Still Room") })).status).toBe(201);
  });

  it("lets only one of two creations at once take an account's last place", async () => {
    const ann = await member(env);
    await holdNames(ann.id, 198);
    const replies = await Promise.all(
      [unique("Race A"), unique("Race B")].map((name) => ann.post("/api/artists", { name })),
    );
    expect(replies.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(listed(await ann.get("/api/artists"))).toHaveLength(200);
  });

  it("needs a session and the same origin", async () => {
    expect((await env.app.inject({ method: "GET", url: "/api/artists" })).statusCode).toBe(401);
    const signedOut = await env.app.inject({
      method: "POST",
      url: "/api/artists",
      headers: { origin: TEST_ORIGIN },
      payload: { name: unique("Nobody") },
    });
    expect(signedOut.statusCode).toBe(401);
    const ann = await member(env);
    const crossSite = await env.app.inject({
      method: "POST",
      url: "/api/artists",
      headers: { origin: "https://evil.example", cookie: ann.cookie },
      payload: { name: unique("Intruder") },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe("CROSS_ORIGIN");
    expect(listed(await ann.get("/api/artists"))).toEqual([ann.artistName]);
  });
});
