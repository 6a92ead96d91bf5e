import { readdirSync } from "node:fs";
import path from "node:path";
import { earliestReleaseDate } from "@common/releaseRules.ts";
import {
  DEFAULT_PLATFORMS,
  type ReleaseInput,
  type SplitInput,
  type TrackInput,
} from "@common/releases.ts";
import type { Upload, UploadKind } from "@common/uploads.ts";
import type { Role } from "@common/users.ts";
import { sql } from "drizzle-orm";
import { artistNameTaken } from "../../commands/releases/createArtist.ts";
import { bodyOf, clientFor, type Reply, send } from "../../test/client.ts";
import { makeImage, makeMp3, makeWav } from "../../test/media.ts";
import { createUser, signIn, type TestEnv } from "../../test/support.ts";
import * as uploadSchema from "../uploads/schema.ts";
import * as schema from "./schema.ts";

export type { Reply };

/** A signed-in user with a tiny same-origin client for the release and upload APIs. */
export interface Member {
  id: string;
  role: Role;
  /** The account's artist name (sign-up makes it its first artist name). */
  artistName: string;
  cookie: string;
  get(url: string): Promise<Reply>;
  post(url: string, payload?: object): Promise<Reply>;
  put(url: string, payload: object): Promise<Reply>;
  del(url: string): Promise<Reply>;
  upload(kind: UploadKind, bytes: Buffer, fileName: string, type?: string): Promise<Reply>;
}

const boundary = "----offbeat-release-test";
export function multipart(bytes: Buffer, fileName: string, type: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
export const MULTIPART_TYPE = `multipart/form-data; boundary=${boundary}`;

/** The artist name releaseInput uses: the first member of each test database holds it. */
export const TESTERS = "The Testers";

let members = 0;
export async function member(env: TestEnv, role: Role = "artist"): Promise<Member> {
  members += 1;
  // Artist names belong to one account (issue 16): later members sign up under their own.
  const taken = await artistNameTaken(env.ctx.database.db, TESTERS);
  const user = await createUser(env.ctx, {
    role,
    fullName: `${role} ${members}`,
    artistName: taken ? `Act ${members}` : TESTERS,
  });
  const cookie = await signIn(env, user.email, user.password);
  return {
    id: user.id,
    role,
    artistName: user.artistName ?? "",
    cookie,
    ...apiClient(env, cookie),
  };
}

/**
 * Calls the API with `cookie`, as the page would (same-origin writes); `remoteAddress`, when
 * given, picks each request's client address (the route matrix gives every request its own).
 */
export function apiClient(
  env: TestEnv,
  cookie: string,
  remoteAddress?: () => string,
): Pick<Member, "get" | "post" | "put" | "del" | "upload"> {
  const { get, post, put, del } = clientFor(env, cookie, remoteAddress);
  return {
    get,
    post,
    put,
    del,
    upload: (kind, bytes, fileName, type = "application/octet-stream") =>
      send(env, "POST", `/api/uploads?kind=${kind}`, {
        cookie,
        payload: multipart(bytes, fileName, type),
        headers: { "content-type": MULTIPART_TYPE },
        remoteAddress: remoteAddress?.(),
      }),
  };
}

/** The release a save (create, update, resubmit) or a detail read answered with, checked. */
export const releaseOf = (res: Reply) => bodyOf(res, schema.detail.response[200]).release;

/** A page of My Releases, checked. */
export const releasePageOf = (res: Reply) => bodyOf(res, schema.list.response[200]);

/** A save's whole answer: the release and the message the builder shows. */
export const savedOf = (res: Reply) => bodyOf(res, schema.update.response[200]);

/** The upload an upload request answered with, checked. */
export const uploadOf = (res: Reply): Upload =>
  bodyOf(res, uploadSchema.create.response[201]).upload;

async function uploaded(res: Reply): Promise<Upload> {
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return uploadOf(res);
}

/** A short WAV (CD quality) uploaded by `who`; `seconds` becomes the track's duration. */
export async function uploadWav(who: Member, seconds = 3, frequency = 440): Promise<Upload> {
  return uploaded(await who.upload("audio", makeWav({ seconds, frequency }), "song.wav"));
}

export async function uploadMp3(who: Member, seconds = 2): Promise<Upload> {
  return uploaded(await who.upload("audio", makeMp3({ seconds }), "song.mp3"));
}

/** Small square artwork: enough for the rules (it gets a size warning, which is no refusal). */
export async function uploadArtwork(who: Member, edge = 320): Promise<Upload> {
  const png = await makeImage({ width: edge, height: edge });
  return uploaded(await who.upload("artwork", png, "cover.png"));
}

export const split = (name: string, percentage: number, extra: Partial<SplitInput> = {}) => ({
  collaboratorName: name,
  collaboratorEmail: "",
  role: "Producer",
  percentage,
  ...extra,
});

export function track(
  title: string,
  audioUploadId: string | null,
  extra: Partial<TrackInput> = {},
): TrackInput {
  return {
    title,
    audioUploadId,
    explicit: false,
    lyrics: "",
    isrc: "",
    credits: [{ name: "Singer", role: "Artist" }],
    splits: [split("Ann", 100)],
    ...extra,
  };
}

/** A release that passes every step; override what a test is about. */
export function releaseInput(extra: Partial<ReleaseInput> = {}): ReleaseInput {
  return {
    status: "submitted",
    title: "Test Release",
    artistName: TESTERS,
    releaseType: "single",
    genre: "Pop",
    subgenre: "",
    releaseDate: earliestReleaseDate(),
    description: "",
    platforms: [...DEFAULT_PLATFORMS],
    artworkUploadId: null,
    tracks: [],
    ...extra,
  };
}

/** A draft with nothing in it but a title (no uploads needed). */
export const draftInput = (title: string, extra: Partial<ReleaseInput> = {}) =>
  releaseInput({ status: "draft", title, ...extra });

/** Rows of a plain SQL query against the test database. */
export async function rows<T = Record<string, unknown>>(
  env: TestEnv,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = await env.ctx.database.db.execute(query);
  return result.rows as T[];
}

export async function setStatus(env: TestEnv, releaseId: string, status: string) {
  await env.ctx.database.db.execute(
    sql`update releases set status = ${status}::release_status where id = ${releaseId}`,
  );
}

/** Every file stored under a user's upload folder (local storage driver, DATA_DIR/files). */
export function storedFiles(env: TestEnv, userId: string): string[] {
  const root = path.join(env.dataDir, "files", "uploads", userId);
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** Files a local-storage write left in its temporary folder. */
export function temporaryFiles(env: TestEnv): string[] {
  try {
    return readdirSync(path.join(env.dataDir, "files", ".tmp"));
  } catch {
    return [];
  }
}

/**
 * Makes `name` one of `who`'s artist names (a release may only carry its owner's names), through
 * the builder's "create artist" route; nothing happens when the account already has it.
 */
export async function ensureArtistName(who: Member, name: string): Promise<void> {
  if (name === who.artistName) return;
  const list = await who.get("/api/artists");
  const names = bodyOf(list, schema.listArtists.response[200]).artists.map((a) => a.name);
  if (names.includes(name)) return;
  const res = await who.post("/api/artists", { name });
  if (res.status !== 201) throw new Error(`artist: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A saved draft's id (the builder's Save Draft with a title and artist). */
export async function draft(who: Member, title: string, artistName = who.artistName) {
  await ensureArtistName(who, artistName);
  const res = await who.post("/api/releases", draftInput(title, { artistName }));
  if (res.status !== 201) throw new Error(`draft: ${res.status} ${JSON.stringify(res.body)}`);
  return releaseOf(res).id;
}

/** A submitted single with real audio and artwork; returns the release id and its uploads. */
export async function single(who: Member, title: string) {
  const [audio, art] = [await uploadWav(who, 2), await uploadArtwork(who)];
  const res = await who.post(
    "/api/releases",
    releaseInput({
      title,
      artistName: who.artistName,
      artworkUploadId: art.id,
      tracks: [track("Only Song", audio.id, { splits: [split("Ann", 70), split("Bo", 30)] })],
    }),
  );
  if (res.status !== 201) throw new Error(`single: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: releaseOf(res).id, audio, art };
}
