import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorOf } from "../../test/client.ts";
import { draftInput, releaseOf, rows, setStatus, uploadArtwork } from "./releaseTestKit.ts";
import { saveFixture, unique } from "./saveTestKit.ts";

/**
 * A submission's copyright check is queued in the transaction that saves it: a saved submission
 * always has its check, and a failure to queue it saves nothing (no committed save answers 500).
 * Files removed after a commit that cannot be deleted are logged, not swallowed.
 */
const { s, releaseRows, ep: codedEp } = saveFixture();
/** The fixture's EP without its ISRC: codes are unique in the catalogue, and these tests submit it many times. */
const ep = (title: string) => {
  const input = codedEp(title);
  return { ...input, tracks: input.tracks.map((t) => ({ ...t, isrc: "" })) };
};

afterEach(() => {
  vi.restoreAllMocks();
});

const copyrightJobs = (releaseId: string) =>
  rows<{ id: string }>(
    s.env,
    sql`select id from pgboss.job where name = 'copyright-check' and data->>'releaseId' = ${releaseId}`,
  );
const queuedAt = async (releaseId: string) =>
  (
    await rows<{ queued: Date | null }>(
      s.env,
      sql`select copyright_check_queued_at as queued from releases where id = ${releaseId}`,
    )
  )[0]?.queued ?? null;
const failEnqueue = () =>
  vi.spyOn(s.env.ctx.jobs, "send").mockRejectedValueOnce(new Error("job queue unavailable"));

describe("a submission and its copyright check", () => {
  it("are saved together", async () => {
    const res = await s.ann.post("/api/releases", ep(unique("Checked")));
    expect(res.status).toBe(201);
    const id = releaseOf(res).id;
    expect(await copyrightJobs(id)).toHaveLength(1);
    expect(await queuedAt(id)).not.toBeNull();
  });

  it("a new submission whose check cannot be queued is not saved", async () => {
    const title = unique("Unqueued");
    failEnqueue();
    const res = await s.ann.post("/api/releases", ep(title));
    expect(res.status).toBe(500);
    expect(errorOf(res).code).toBe("UPSERT_FAILED");
    expect(await releaseRows(title)).toEqual([]);
  });

  it("a draft submitted when the check cannot be queued stays the draft it was", async () => {
    const title = unique("Still a draft");
    const saved = await s.ann.post("/api/releases", draftInput(title));
    expect(saved.status).toBe(201);
    const id = releaseOf(saved).id;
    failEnqueue();
    const res = await s.ann.put(`/api/releases/${id}`, ep(unique("Renamed")));
    expect(res.status).toBe(500);
    expect(await releaseRows(title)).toEqual([{ id, status: "draft", title }]);
    expect(await copyrightJobs(id)).toEqual([]);
  });

  it("a resubmission whose check cannot be queued leaves the release rejected", async () => {
    const title = unique("Rejected once");
    const saved = await s.ann.post("/api/releases", draftInput(title));
    const id = releaseOf(saved).id;
    await setStatus(s.env, id, "rejected");
    const edit = {
      title: `${title} again`,
      artistName: "The Testers",
      releaseType: "single",
      genre: "Pop",
      subgenre: "",
      releaseDate: "2031-06-01",
      description: "",
    };
    failEnqueue();
    const refused = await s.ann.post(`/api/releases/${id}/resubmit`, edit);
    expect(refused.status).toBe(500);
    expect(await releaseRows(title)).toEqual([{ id, status: "rejected", title }]);
    expect(await copyrightJobs(id)).toEqual([]);

    const res = await s.ann.post(`/api/releases/${id}/resubmit`, edit);
    expect(res.status).toBe(200);
    expect(await releaseRows(`${title} again`)).toEqual([
      { id, status: "submitted", title: `${title} again` },
    ]);
    expect(await copyrightJobs(id)).toHaveLength(1);
  });
});

describe("a file that cannot be deleted after the change committed", () => {
  it("does not undo a deleted draft, and is logged with its key", async () => {
    const art = await uploadArtwork(s.ann);
    const saved = await s.ann.post(
      "/api/releases",
      draftInput(unique("Doomed"), { artworkUploadId: art.id }),
    );
    const id = releaseOf(saved).id;
    const [file] = await rows<{ key: string }>(
      s.env,
      sql`select storage_key as key from uploads where id = ${art.id}`,
    );
    vi.spyOn(s.env.ctx.storage, "delete").mockRejectedValue(new Error("bucket unreachable"));
    const warn = vi.spyOn(s.env.ctx.log, "warn");

    const res = await s.ann.del(`/api/releases/${id}`);
    expect(res.status).toBe(200);
    expect(await rows(s.env, sql`select id from releases where id = ${id}`)).toEqual([]);
    const logged = warn.mock.calls.map(([fields]) => fields as { key?: string; err?: Error });
    expect(logged.map((f) => f.key)).toContain(file?.key);
    expect(logged.every((f) => f.err?.message === "bucket unreachable")).toBe(true);
  });
});
