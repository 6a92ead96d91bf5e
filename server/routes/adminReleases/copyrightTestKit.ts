import type { CopyrightReport } from "@common/copyright.ts";
import type { Upload } from "@common/uploads.ts";
import { sql } from "drizzle-orm";
import { bodyOf } from "../../test/client.ts";
import type { TestEnv } from "../../test/support.ts";
import {
  ensureArtistName,
  type Member,
  releaseInput,
  releaseOf,
  setStatus,
  split,
  track,
  uploadArtwork,
  uploadOf,
} from "../releases/releaseTestKit.ts";
import * as schema from "./schema.ts";

/** Tests of the copyright check: submitting with given audio and waiting for the result. */

export async function uploadAudio(who: Member, bytes: Buffer, fileName: string): Promise<Upload> {
  const res = await who.upload("audio", bytes, fileName);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return uploadOf(res);
}

/** A submitted single of `bytes` titled `title` by `artistName`; returns the release id. */
export async function submitSingle(
  who: Member,
  audio: Upload,
  title: string,
  artistName = who.artistName,
): Promise<string> {
  await ensureArtistName(who, artistName);
  const art = await uploadArtwork(who);
  const res = await who.post(
    "/api/releases",
    releaseInput({
      title,
      artistName,
      artworkUploadId: art.id,
      tracks: [track(title, audio.id, { splits: [split("Ann", 100)] })],
    }),
  );
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  return releaseOf(res).id;
}

/** The report once no check is queued or running (the job polls every half second). */
export async function settledReport(
  reviewer: Member,
  releaseId: string,
  timeoutMs = 20_000,
): Promise<CopyrightReport> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await reviewer.get(`/api/admin/releases/${releaseId}/copyright`);
    if (res.status !== 200) throw new Error(`report: ${res.status} ${JSON.stringify(res.body)}`);
    const report = bodyOf(res, schema.copyright.response[200]);
    if (!report.running) return report;
    if (Date.now() > until) throw new Error("the copyright check did not finish");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A release already in the catalogue: submitted, its check done, then moved to `status`. */
export async function catalogued(
  env: TestEnv,
  owner: Member,
  reviewer: Member,
  audio: Upload,
  title: string,
  status = "distributed",
  artistName = owner.artistName,
): Promise<string> {
  const id = await submitSingle(owner, audio, title, artistName);
  await settledReport(reviewer, id);
  await setStatus(env, id, status);
  return id;
}

export async function checkRows(env: TestEnv, releaseId: string) {
  const result = await env.ctx.database.db.execute<{
    check_type: string;
    status: string;
    confidence_score: string;
    checked_by: string | null;
  }>(sql`select check_type, status, confidence_score::text, checked_by from copyright_checks
    where release_id = ${releaseId} order by created_at`);
  return result.rows;
}
