import { addDays, utcToday } from "@common/releaseRules.ts";
import { eq, sql } from "drizzle-orm";
import { fanSignups, releases, smartLinks } from "../../db/schema/index.ts";
import type { StoredMail } from "../../mail/mailer.ts";
import { nextAddress, type Reply, send } from "../../test/client.ts";
import {
  createUser,
  linkIn,
  TEST_ORIGIN,
  type TestEnv,
  uniqueEmail,
  waitForMail,
} from "../../test/support.ts";

/**
 * "Notify me" tests (issue 17). A release's page is made with rows, as distribution leaves them
 * (status 'distributed', a smart_links row): what these tests are about starts at the page.
 */
export interface FanRelease {
  releaseId: string;
  userId: string;
  slug: string;
  title: string;
  artistName: string;
}

let made = 0;
export async function fanRelease(
  env: TestEnv,
  options: { daysAhead?: number; title?: string } = {},
): Promise<FanRelease> {
  made += 1;
  const db = env.ctx.database.db;
  const user = await createUser(env.ctx, { artistName: `Fan Act ${made}` });
  const title = options.title ?? `Coming Soon ${made}`;
  const artistName = `Fan Act ${made}`;
  const [release] = await db
    .insert(releases)
    .values({
      userId: user.id,
      title,
      artistName,
      releaseType: "single",
      status: "distributed",
      releaseDate: addDays(utcToday(), options.daysAhead ?? 10),
      metadata: {
        created_from: "web_platform",
        selected_platforms: [],
        tracks_with_audio: 0,
        upload_timestamp: "",
      },
    })
    .returning({ id: releases.id });
  if (!release) throw new Error("release not inserted");
  const slug = `fan-act-${made}-coming-soon`;
  await db.insert(smartLinks).values({ releaseId: release.id, slug });
  return { releaseId: release.id, userId: user.id, slug, title, artistName };
}

/** The page's form posting, each call from its own address unless `address` pins one. */
export const signUp = (
  env: TestEnv,
  slug: string,
  payload: object,
  address: string = nextAddress(),
): Promise<Reply> =>
  send(env, "POST", `/api/smart-links/${slug}/fans`, { payload, remoteAddress: address });

export async function mailsTo(env: TestEnv, to: string): Promise<StoredMail[]> {
  return ((await env.ctx.mailbox?.list()) ?? []).filter((m) => m.to === to);
}

/** A fan who signed up and confirmed through the confirmation mail's link. */
export async function confirmedFan(
  env: TestEnv,
  release: FanRelease,
  shareWithArtist = false,
): Promise<string> {
  const email = uniqueEmail("fan");
  const res = await signUp(env, release.slug, { email, shareWithArtist });
  if (res.status !== 202) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.body)}`);
  const mail = await waitForMail(env.ctx, email, /^Confirm/);
  const link = linkIn(mail.text);
  const page = await pressConfirm(env, link);
  if (page.statusCode !== 200) throw new Error(`confirm: ${page.statusCode}`);
  return email;
}

/** Opens a confirmation link (GET shows the button) or presses its button (POST confirms). */
export const openConfirm = (env: TestEnv, link: URL) =>
  env.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
export const pressConfirm = (env: TestEnv, link: URL) =>
  env.app.inject({
    method: "POST",
    url: `${link.pathname}${link.search}`,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
    payload: "",
  });

/** The unsubscribe link of a mail (path and query, for inject). */
export function unsubscribePathIn(mail: StoredMail): string {
  const match = mail.text.match(/Unsubscribe: (\S+)/);
  if (!match?.[1]) throw new Error("no unsubscribe link in mail");
  const url = new URL(match[1]);
  return `${url.pathname}${url.search}`;
}

export const signupOf = async (env: TestEnv, email: string) =>
  (
    await env.ctx.database.db.select().from(fanSignups).where(sql`${fanSignups.email} = ${email}`)
  )[0];

/** A signup by its id: after an unsubscribe or the release-day mail its address may be gone. */
export const signupById = async (env: TestEnv, id: string) =>
  (await env.ctx.database.db.select().from(fanSignups).where(sql`${fanSignups.id} = ${id}`))[0];

export const setPrivate = (env: TestEnv, userId: string) =>
  env.ctx.database.db.execute(
    sql`insert into user_privacy_settings (user_id, profile_visibility) values (${userId}, 'private')
      on conflict (user_id) do update set profile_visibility = 'private'`,
  );

export const setEnabled = (env: TestEnv, releaseId: string, enabled: boolean) =>
  env.ctx.database.db
    .update(smartLinks)
    .set({ enabled })
    .where(eq(smartLinks.releaseId, releaseId));
