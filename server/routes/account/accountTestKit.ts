import { Readable } from "node:stream";
import type { Role } from "@common/users.ts";
import { and, eq, notInArray } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/client.ts";
import {
  conversationParticipants,
  conversations,
  messages,
  releases,
  royaltySplits,
  tracks,
  users,
} from "../../db/schema/index.ts";
import { createUser, signIn, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import { ingestUpload } from "../../uploads/ingest.ts";

/** Tests of Account Info, privacy and deletion: small helpers over `inject`. */

let requests = 0;
export function call(
  env: TestEnv,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  options: { cookie?: string; payload?: object } = {},
) {
  requests += 1;
  return env.app.inject({
    method,
    url,
    // Each request from its own address: per-address limits only bite where a test means them to.
    remoteAddress: `10.77.${(requests >> 8) & 255}.${requests & 255}`,
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

export async function signedIn(env: TestEnv, role: Role = "artist", fullName = "Test Artist") {
  const user = await createUser(env.ctx, { role, fullName });
  const cookie = await signIn(env, user.email, user.password);
  return { user, cookie };
}

/** Makes every other admin an artist, so the last-admin rules see only `ids` as admins. */
export async function keepOnlyAdmins(env: TestEnv, ...ids: string[]) {
  await env.ctx.database.db
    .update(users)
    .set({ role: "artist" })
    .where(and(eq(users.role, "admin"), notInArray(users.id, ids)));
}

const boundary = "----offbeat-account-test";
export const png = (width: number, height: number, background = "#e11d48") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export async function uploadAvatar(env: TestEnv, cookie: string, bytes?: Buffer) {
  requests += 1;
  const body = bytes ?? (await png(40, 40));
  return env.app.inject({
    method: "POST",
    url: "/api/account/avatar",
    remoteAddress: `10.78.${(requests >> 8) & 255}.${requests & 255}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
  });
}

/** A file of the user's taken in as an upload is (stored, checked, with its renditions). */
export const ingestFile = (
  env: TestEnv,
  userId: string,
  kind: "audio" | "artwork",
  bytes: Buffer,
) =>
  ingestUpload(env.ctx, {
    userId,
    kind,
    fileName: kind === "audio" ? "take.wav" : "cover.png",
    body: Readable.from(bytes),
  });

type Status = (typeof releases.$inferInsert)["status"];

/** A release written straight to the database, with tracks and splits. */
export async function insertRelease(
  db: Db,
  userId: string,
  status: Status,
  options: {
    title?: string;
    artworkUploadId?: string | null;
    tracks?: {
      title: string;
      audioUploadId?: string | null;
      splits?: { name: string; email?: string | null; percentage: number }[];
    }[];
  } = {},
) {
  const [release] = await db
    .insert(releases)
    .values({
      userId,
      title: options.title ?? `Release ${status}`,
      artistName: "The Testers",
      releaseType: "single",
      status,
      artworkUploadId: options.artworkUploadId ?? null,
      totalTracks: options.tracks?.length ?? 0,
      metadata: {
        created_from: "web_platform",
        selected_platforms: [],
        tracks_with_audio: 0,
        upload_timestamp: "",
      },
    })
    .returning();
  if (!release) throw new Error("release not inserted");
  const trackIds: string[] = [];
  for (const [index, track] of (options.tracks ?? []).entries()) {
    const [row] = await db
      .insert(tracks)
      .values({
        releaseId: release.id,
        trackNumber: index + 1,
        title: track.title,
        audioUploadId: track.audioUploadId ?? null,
      })
      .returning();
    if (!row) throw new Error("track not inserted");
    trackIds.push(row.id);
    for (const [position, split] of (track.splits ?? []).entries()) {
      await db.insert(royaltySplits).values({
        trackId: row.id,
        collaboratorName: split.name,
        collaboratorEmail: split.email ?? null,
        percentage: split.percentage,
        position,
      });
    }
  }
  return { release, trackIds };
}

/** A group conversation of the given users, with one message from each. */
export async function insertConversation(db: Db, userIds: string[], title = "Band chat") {
  const [conversation] = await db
    .insert(conversations)
    .values({ createdBy: userIds[0] ?? null, isGroupChat: true, title })
    .returning();
  if (!conversation) throw new Error("conversation not inserted");
  for (const userId of userIds) {
    await db.insert(conversationParticipants).values({ conversationId: conversation.id, userId });
    await db.insert(messages).values({
      conversationId: conversation.id,
      senderId: userId,
      content: `hello from ${userId}`,
    });
  }
  return conversation;
}
