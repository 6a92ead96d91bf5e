import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DeliveryNotifications, MetadataMessages } from "@common/distribution.ts";
import { StandingErrorCodes } from "@common/moderation.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { PreviewMessages } from "@common/trackPreview.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releases, tracks } from "../../db/schema/index.ts";
import { bodyOf, errorOf, send } from "../../test/client.ts";
import { enableStores, setDelivered, waitForDeliveries } from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { releaseIn, statusOf } from "../adminReleases/reviewTestKit.ts";
import {
  approvedSingle,
  auditActions,
  type Cast,
  cast,
  notificationsOf,
  selectPlatforms,
} from "../deliveries/deliveryTestKit.ts";
import { type Member, type Reply, releaseOf } from "../releases/releaseTestKit.ts";
import * as schema from "./schema.ts";

/**
 * Edit details (issue 15): staff correct an approved or distributed release's details, and a
 * Redeliver then sends the stores a full new message carrying them (the real engine, folders
 * under the test's DATA_DIR).
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
  await enableStores(env.ctx, ["spotify"]);
});
afterAll(() => env?.close());

const url = (id: string) => `/api/admin/releases/${id}/metadata`;

const patch = (id: string, payload: object, who: Member | null = people.staff) =>
  send(env, "PATCH", url(id), { cookie: who?.cookie, payload });
const correctedOf = (res: Reply) => bodyOf(res, schema.correct.response[200]);

const tracksOf = (id: string) =>
  env.ctx.database.db
    .select({
      id: tracks.id,
      title: tracks.title,
      explicit: tracks.explicit,
      credits: tracks.credits,
    })
    .from(tracks)
    .where(eq(tracks.releaseId, id));

/** The NewReleaseMessage of `batchId` in the store's folder. */
function messageIn(store: string, batchId: string | null): string {
  const batch = path.join(env.dataDir, "deliveries", store, batchId ?? "missing");
  const folder = readdirSync(batch).find((name) => !name.endsWith(".xml"));
  if (!folder) throw new Error(`no release folder in ${batch}`);
  return readFileSync(path.join(batch, folder, `${folder}.xml`), "utf8");
}

describe("PATCH /api/admin/releases/:id/metadata", () => {
  it("corrects a distributed release; Redeliver sends the stores the corrected message", async () => {
    const id = await approvedSingle(people.artist, people.staff, "Teh Typo");
    await selectPlatforms(env, id, ["spotify"]);
    expect((await people.staff.post(`/api/admin/releases/${id}/distribute`, {})).status).toBe(200);
    const [first] = await waitForDeliveries(env.ctx, id, ["delivered"]);
    await expect.poll(async () => (await statusOf(env, id))?.status).toBe("distributed");
    expect(messageIn("spotify", first?.batchId ?? null)).toContain("Teh Typo");

    const [track] = await tracksOf(id);
    const res = await patch(id, {
      title: "The Typo",
      genre: "Jazz",
      subgenre: "Bebop",
      releaseDate: "2020-01-31",
      tracks: [
        {
          id: track?.id,
          title: "Fixed Song",
          explicit: true,
          credits: [
            { name: " Ada ", role: "" },
            { name: "", role: "Producer" },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(correctedOf(res).changed).toEqual([
      "title",
      "genre",
      "subgenre",
      "release date",
      "track 1 title",
      "track 1 explicit",
      "track 1 credits",
    ]);
    expect(correctedOf(res).message).toBe(
      `${MetadataMessages.corrected} ${MetadataMessages.redeliverHint}`,
    );
    expect(correctedOf(res).release).toMatchObject({
      id,
      title: "The Typo",
      genre: "Jazz",
      subgenre: "Bebop",
      releaseDate: "2020-01-31",
      status: "distributed",
      tracks: [expect.objectContaining({ title: "Fixed Song" })],
    });
    expect(await tracksOf(id)).toEqual([
      {
        id: track?.id,
        title: "Fixed Song",
        explicit: true,
        credits: [{ name: "Ada", role: "Artist" }],
      },
    ]);
    // Codes never change.
    const [codes] = await env.ctx.database.db
      .select({ upc: releases.upc })
      .from(releases)
      .where(eq(releases.id, id));
    expect(codes?.upc).toMatch(/^\d{12,13}$/);

    const audit = (await auditActions(env, id)).at(-1);
    expect(audit).toMatchObject({
      action: "UPDATE_RELEASE_METADATA",
      actorId: people.staff.id,
      details: {
        title: "The Typo",
        status: "distributed",
        changes: {
          title: { from: "Teh Typo", to: "The Typo" },
          "release date": { to: "2020-01-31" },
          "track 1 explicit": { from: false, to: true },
        },
      },
    });
    expect((await notificationsOf(env, people.artist.id)).at(-1)).toEqual(
      DeliveryNotifications.detailsCorrected("The Typo", correctedOf(res).changed.join(", ")),
    );

    // Redeliver: a new batch whose message carries the corrected details.
    expect((await people.staff.post(`/api/admin/releases/${id}/redeliver`)).status).toBe(200);
    await expect
      .poll(async () => (await waitForDeliveries(env.ctx, id, ["delivered"]))[0]?.batchId)
      .not.toBe(first?.batchId);
    const [again] = await waitForDeliveries(env.ctx, id, ["delivered"]);
    const xml = messageIn("spotify", again?.batchId ?? null);
    expect(xml).toContain("<TitleText>The Typo</TitleText>");
    expect(xml).toContain("Fixed Song");
    expect(xml).toContain("Ada");
    expect(xml).toContain("<ParentalWarningType>Explicit</ParentalWarningType>");
    expect(xml).not.toContain("Teh Typo");
  });

  it("corrects an approved release without the Redeliver hint; an unchanged request writes nothing", async () => {
    const id = await releaseIn(env, people.artist, "approved", "Approved One");
    const res = await patch(id, { description: "Recorded live.", title: "Approved One" });
    expect(res.status).toBe(200);
    expect(correctedOf(res).changed).toEqual(["description"]);
    expect(correctedOf(res).message).toBe(MetadataMessages.corrected);
    const before = (await auditActions(env, id)).length;
    const again = await patch(id, { description: "Recorded live." }, people.admin);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ changed: [], message: MetadataMessages.unchanged });
    expect(await auditActions(env, id)).toHaveLength(before);
  });

  it("refuses bad input with the builder's messages (400)", async () => {
    const id = await approvedSingle(people.artist, people.staff, "Checked Input");
    const [track] = await tracksOf(id);
    expect(track).toBeDefined();
    const cases: [object, string][] = [
      [{ title: "  " }, ReleaseMessages.titleRequired],
      [{ genre: "Polka" }, ReleaseMessages.genreUnknown],
      [{ genre: "" }, ReleaseMessages.genreRequired],
      [{ releaseDate: "2031-02-30" }, ReleaseMessages.dateInvalid],
      [{ releaseDate: "" }, ReleaseMessages.dateRequired],
      [{ tracks: [{ id: track?.id, title: " " }] }, ReleaseMessages.trackTitleRequired(1)],
      [{ tracks: [{ id: track?.id }, { id: track?.id }] }, MetadataMessages.trackTwice],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    // A track of another release is not this release's.
    const other = await approvedSingle(people.artist, people.staff, "Someone Else's");
    const [foreign] = await tracksOf(other);
    const res = await patch(id, { tracks: [{ id: foreign?.id, title: "Mine now" }] });
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.trackNotFound);
    expect((await tracksOf(other))[0]?.title).toBe(foreign?.title);
  });

  it("moves or removes a track's preview start, with the builder's 30-second rule", async () => {
    const id = await approvedSingle(people.artist, people.staff, "Previewed Single");
    const [track] = await tracksOf(id);
    const previewOf = async () =>
      (
        await env.ctx.database.db
          .select({ start: tracks.previewStartTime })
          .from(tracks)
          .where(eq(tracks.releaseId, id))
      )[0]?.start;
    // A 3:20 track (the test's audio is a few seconds long; its length is what the rule reads).
    await env.ctx.database.db.update(tracks).set({ duration: 200 }).where(eq(tracks.releaseId, id));

    const moved = await patch(id, { tracks: [{ id: track?.id, previewStartTime: 45 }] });
    expect(moved.status).toBe(200);
    expect(correctedOf(moved).changed).toEqual(["track 1 preview start"]);
    expect(await previewOf()).toBe(45);
    expect((await auditActions(env, id)).at(-1)?.details).toMatchObject({
      changes: { "track 1 preview start": { from: null, to: 45 } },
    });

    const late = await patch(id, { tracks: [{ id: track?.id, previewStartTime: 180 }] });
    expect(late.status).toBe(400);
    expect(errorOf(late).message).toBe(PreviewMessages.startTooLate(1, track?.title ?? "", 200));
    expect(await previewOf()).toBe(45);

    const off = await patch(id, { tracks: [{ id: track?.id, previewStartTime: null }] });
    expect(off.status).toBe(200);
    expect(correctedOf(off).changed).toEqual(["track 1 preview start"]);
    expect(await previewOf()).toBeNull();
  });

  it("refuses releases that are not approved or distributed, or are being delivered (409)", async () => {
    for (const status of ["draft", "submitted", "rejected", "taken_down"]) {
      const id = await releaseIn(env, people.artist, status, `Frozen ${status}`);
      const res = await patch(id, { title: "Changed" });
      expect(res.status, status).toBe(409);
      expect(errorOf(res).message).toBe(MetadataMessages.onlyApprovedOrDistributed);
      expect((await statusOf(env, id))?.status).toBe(status);
    }
    const busy = await releaseIn(env, people.artist, "approved", "Busy");
    await setDelivered(env.ctx, busy, ["spotify"], "uploading");
    const res = await patch(busy, { title: "Changed" });
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(MetadataMessages.deliveryInFlight);
    expect(await auditActions(env, busy)).toEqual([]);
  });

  it("answers 404 for a release that does not exist", async () => {
    const res = await patch("00000000-0000-4000-8000-000000000000", { title: "Nope" });
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
  });

  it("is for staff and admins only", async () => {
    const id = await releaseIn(env, people.artist, "approved", "Guarded");
    expect((await patch(id, { title: "Hacked" }, null)).status).toBe(401);
    for (const who of [people.artist, people.other]) {
      expect((await patch(id, { title: "Hacked" }, who)).status).toBe(403);
    }
    const suspended = await patch(id, { title: "Hacked" }, people.suspended);
    expect(suspended.status).toBe(403);
    expect(errorOf(suspended).code).toBe(StandingErrorCodes.suspended);
    expect(await auditActions(env, id)).toEqual([]);
    for (const who of [people.staff, people.admin]) {
      const res = await patch(id, { title: `Guarded by ${who.role}` }, who);
      expect(res.status).toBe(200);
    }
    const detail = releaseOf(await people.staff.get(`/api/releases/${id}`));
    expect(detail.title).toBe("Guarded by admin");
    expect(detail.permissions.correctMetadata).toBe(true);
    const owner = releaseOf(await people.artist.get(`/api/releases/${id}`));
    expect(owner.permissions.correctMetadata).toBe(false);
  });
});
