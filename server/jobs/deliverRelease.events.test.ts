import { describe, expect, it } from "vitest";
import type { TestSocket } from "../realtime/testSocket.ts";
import { member } from "../routes/releases/releaseTestKit.ts";
import { liveServer } from "../test/liveServer.ts";
import {
  approvedSingle,
  deliveryOf,
  enableFolderStore,
  releaseStatus,
  startDelivery,
  waitFor,
} from "./deliveryTestKit.ts";

/**
 * The delivery job's live events (issue 15: "the artist sees per-store states change"): the
 * owner's open release page and the staff pages hear when a store's delivery starts uploading
 * (the claim, a statement of its own that names the owner) and when the batch has arrived.
 */
const live = liveServer();

const changesOf = (socket: TestSocket, topic: string, releaseId: string) =>
  socket
    .events(topic)
    .filter(
      (e) =>
        e.event === "release.deliveries-changed" &&
        (e.data as { releaseId?: string }).releaseId === releaseId,
    );

describe("deliver-release live events", () => {
  it("tells the owner and staff as a store's delivery starts and as it arrives", async () => {
    const env = live.env;
    await enableFolderStore(env, "deezer");
    const artist = await member(env);
    const staff = await member(env, "staff");
    const other = await member(env);
    const made = await approvedSingle(artist, staff, "Live Song");
    const owner = await live.connect(artist.cookie, `user:${artist.id}`);
    const desk = await live.connect(staff.cookie, "staff");
    const stranger = await live.connect(other.cookie, `user:${other.id}`);

    await startDelivery(env, made.id, ["deezer"]);
    await waitFor(
      async () => (await releaseStatus(env, made.id))?.status === "distributed",
      "the release to be distributed",
    );
    expect((await deliveryOf(env, made.id, "deezer")).state).toBe("delivered");

    // Uploading (the claim) and delivered (the outcome): one event each, on both topics.
    await waitFor(
      async () =>
        changesOf(owner, `user:${artist.id}`, made.id).length >= 2 &&
        changesOf(desk, "staff", made.id).length >= 2,
      "both events on both topics",
    );
    await owner.ping();
    await desk.ping();
    expect(changesOf(owner, `user:${artist.id}`, made.id)).toHaveLength(2);
    expect(changesOf(desk, "staff", made.id)).toHaveLength(2);
    // Another artist's topic hears nothing of it.
    await stranger.ping();
    expect(changesOf(stranger, `user:${other.id}`, made.id)).toHaveLength(0);
  }, 60_000);
});
