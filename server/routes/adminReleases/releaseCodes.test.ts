import { CodeMessages, isValidIsrc, isValidUpc, makeUpc } from "@common/codes.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignReleaseCodes } from "../../distribution/assignCodes.ts";
import { bodyOf, errorOf } from "../../test/client.ts";
import { enableStores, waitForDeliveries } from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  draftInput,
  type Member,
  member,
  releaseOf,
  rows,
  setStatus,
} from "../releases/releaseTestKit.ts";
import { auditFor, statusOf } from "./reviewTestKit.ts";
import * as schema from "./schema.ts";

/** Issue 15: approval gives every release its UPC and every track its ISRC, once. */

const PREFIX = "7351234";
let env: TestEnv;
let artist: Member;
let staff: Member;
let admin: Member;
beforeAll(async () => {
  env = await createTestEnv({ LABEL_GS1_PREFIX: PREFIX, LABEL_ISRC_PREFIX: "SE-ABC" });
  [artist, staff, admin] = [
    await member(env, "artist"),
    await member(env, "staff"),
    await member(env, "admin"),
  ];
});
afterAll(async () => {
  await env?.close();
});

/** A submitted release with `trackCount` tracks (rows written directly: no audio needed here). */
async function submitted(trackCount: number, extra: { upc?: string; isrcs?: string[] } = {}) {
  const res = await artist.post(
    "/api/releases",
    draftInput(`Codes ${Math.random()}`, extra.upc ? { upc: extra.upc } : {}),
  );
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const id = releaseOf(res).id;
  for (let n = 1; n <= trackCount; n++) {
    const isrc = extra.isrcs?.[n - 1] || null;
    await env.ctx.database.db.execute(
      sql`insert into tracks (release_id, track_number, title, isrc)
          values (${id}, ${n}, ${`Song ${n}`}, ${isrc})`,
    );
  }
  await setStatus(env, id, "submitted");
  return id;
}

async function codesOf(id: string) {
  const [release] = await rows<{ upc: string | null }>(
    env,
    sql`select upc from releases where id = ${id}`,
  );
  const tracks = await rows<{ isrc: string | null }>(
    env,
    sql`select isrc from tracks where release_id = ${id} order by track_number`,
  );
  return { upc: release?.upc ?? null, isrcs: tracks.map((t) => t.isrc) };
}

const approve = (who: Member, id: string) =>
  who.post(`/api/admin/releases/${id}/approve`, { notes: null });
const year = String(new Date().getUTCFullYear() % 100).padStart(2, "0");

describe("codes on approval", () => {
  it("gives the release a UPC from the GS1 prefix and each track an ISRC, in track order", async () => {
    const id = await submitted(3);
    expect(await codesOf(id)).toEqual({ upc: null, isrcs: [null, null, null] });
    const res = await approve(staff, id);
    expect(res.status).toBe(200);
    const codes = await codesOf(id);
    expect(codes.upc).toBe(makeUpc(PREFIX, 1));
    expect(isValidUpc(codes.upc ?? "")).toBe(true);
    expect(codes.upc).toHaveLength(13);
    expect(codes.isrcs).toEqual([`SEABC${year}00001`, `SEABC${year}00002`, `SEABC${year}00003`]);
    expect(bodyOf(res, schema.approve.response[200]).release.upc).toBe(codes.upc);

    // The owner sees them on the detail, in the Download Metadata file, and the audit keeps them.
    const detail = await artist.get(`/api/releases/${id}`);
    expect(releaseOf(detail).upc).toBe(codes.upc);
    expect(releaseOf(detail).tracks.map((t) => t.isrc)).toEqual(codes.isrcs);
    const metadata = await artist.get(`/api/releases/${id}/metadata`);
    // The file is free-form JSON (its route's schema is a record), so match its shape.
    expect(metadata.body).toMatchObject({
      release: { upc: codes.upc },
      tracks: codes.isrcs.map((isrc) => ({ isrc })),
    });
    const [entry] = await auditFor(env, id);
    expect(entry?.details).toMatchObject({ codesAssigned: { upc: codes.upc } });
  });

  it("keeps the codes an artist brought and fills only the missing ones", async () => {
    const own = "4006381333931";
    const id = await submitted(2, { upc: own, isrcs: ["GBAYC1700598", ""] });
    expect((await approve(staff, id)).status).toBe(200);
    const codes = await codesOf(id);
    expect(codes.upc).toBe(own);
    expect(codes.isrcs[0]).toBe("GBAYC1700598");
    expect(codes.isrcs[1]).toMatch(new RegExp(`^SEABC${year}\\d{5}$`));
  });

  it("skips a number whose code an artist already brought", async () => {
    const [{ last } = { last: 0 }] = await rows<{ last: number }>(
      env,
      sql`select last_value::int as last from code_counters where scope = ${`upc:${PREFIX}`}`,
    );
    const next = makeUpc(PREFIX, last + 1);
    await submitted(0, { upc: next });
    const id = await submitted(0);
    expect((await approve(staff, id)).status).toBe(200);
    expect((await codesOf(id)).upc).toBe(makeUpc(PREFIX, last + 2));
  });

  it("20 releases approved at the same moment get 20 different valid UPCs and ISRCs", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await submitted(2));
    const answers = await Promise.all(ids.map((id, i) => approve(i % 2 === 0 ? staff : admin, id)));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const all = await Promise.all(ids.map(codesOf));
    const upcs = all.map((c) => c.upc ?? "");
    const isrcs = all.flatMap((c) => c.isrcs.map((i) => i ?? ""));
    expect(upcs.every(isValidUpc)).toBe(true);
    expect(isrcs.every(isValidIsrc)).toBe(true);
    expect(new Set(upcs).size).toBe(20);
    expect(new Set(isrcs).size).toBe(40);

    // A second approval is refused and changes nothing; nor does the command run again, nor
    // marking the release distributed.
    const again = await Promise.all(ids.slice(0, 5).map((id) => approve(admin, id)));
    expect(again.map((a) => a.status)).toEqual([409, 409, 409, 409, 409]);
    await env.ctx.database.db.transaction(async (tx) => {
      const settings = { gs1CompanyPrefix: "0200000", isrcPrefix: "ZZOFB" };
      const repeat = await assignReleaseCodes(tx, settings, ids[0] as string);
      expect(repeat).toEqual({ upc: upcs[0], assigned: { upc: null, isrcs: [] } });
    });
    await enableStores(env.ctx, ["spotify"]);
    const distributed = await staff.post(`/api/admin/releases/${ids[1]}/distribute`, {});
    expect(distributed.status).toBe(200);
    // The release has no audio, so the store's delivery fails; either way the codes stay.
    await waitForDeliveries(env.ctx, ids[1] as string, ["delivered", "failed"]);
    expect(await Promise.all(ids.map(codesOf))).toEqual(all);
  });

  it("refuses to edit an approved release's codes in the builder", async () => {
    const id = await submitted(1);
    await approve(staff, id);
    const before = await codesOf(id);
    const res = await artist.put(
      `/api/releases/${id}`,
      draftInput("Changed", { upc: "036000291452" }),
    );
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(ReleaseMessages.onlyDraftsInBuilder);
    expect(await codesOf(id)).toEqual(before);
  });

  it("refuses approval, leaving the release submitted, while the label has no prefix", async () => {
    const settings = {
      labelName: "Offbeat",
      dpid: null,
      gs1CompanyPrefix: null,
      isrcPrefix: "SE-ABC",
      pLineOwner: "Offbeat",
      cLineOwner: "Offbeat",
    };
    expect((await admin.put("/api/admin/distribution-settings", settings)).status).toBe(200);
    const id = await submitted(1);
    const res = await approve(staff, id);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(CodeMessages.upcPrefixMissing);
    expect(await statusOf(env, id)).toMatchObject({ status: "submitted" });
    expect(await codesOf(id)).toEqual({ upc: null, isrcs: [null] });

    // A release that brought its own UPC needs no prefix.
    const own = await submitted(1, { upc: "036000291452" });
    expect((await approve(staff, own)).status).toBe(200);
    await admin.put("/api/admin/distribution-settings", { ...settings, gs1CompanyPrefix: PREFIX });
  });
});
