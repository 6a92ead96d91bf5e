import type { Role } from "@common/users.ts";
import { notifyAdminsIn, notifyUser } from "../../commands/notifications/notify.ts";
import { notifications } from "../../db/schema/index.ts";
import { bodyOf, type Method, nextAddress, type Reply, send } from "../../test/client.ts";
import { createUser, signIn, type TestEnv } from "../../test/support.ts";
import * as schema from "./schema.ts";

export type { Reply };

/** Admin Tools replies read through the routes' own response schemas. */
export const flagList = (res: Reply) => bodyOf(res, schema.listFlags.response[200]);
export const flagOf = (res: Reply) => bodyOf(res, schema.setFlag.response[200]).flag;
export const broadcastPage = (res: Reply) => bodyOf(res, schema.listBroadcasts.response[200]);
export const broadcastOf = (res: Reply) =>
  bodyOf(res, schema.postBroadcast.response[201]).broadcast;
export const announcementPage = (res: Reply) => bodyOf(res, schema.listAnnouncements.response[200]);
export const announcementOf = (res: Reply) =>
  bodyOf(res, schema.updateAnnouncement.response[200]).announcement;
export const auditPage = (res: Reply) => bodyOf(res, schema.auditLog.response[200]);

/** A signed-in user with a tiny same-origin client, for the shell and Admin Tools tests. */
export interface Someone {
  id: string;
  email: string;
  role: Role;
  cookie: string;
  call(method: Method, url: string, payload?: object): Promise<Reply>;
  get(url: string): Promise<Reply>;
  post(url: string, payload?: object): Promise<Reply>;
}

/** A request as a browser on the app's origin sends it, each from its own address. */
export const request = (
  env: TestEnv,
  method: Method,
  url: string,
  cookie?: string,
  payload?: object,
): Promise<Reply> => send(env, method, url, { cookie, payload, remoteAddress: nextAddress() });

let people = 0;
export async function someone(env: TestEnv, role: Role = "artist"): Promise<Someone> {
  people += 1;
  const user = await createUser(env.ctx, {
    role,
    fullName: `${role} ${people}`,
    artistName: `Act ${people}`,
  });
  const cookie = await signIn(env, user.email, user.password);
  const call = (method: Method, url: string, payload?: object) =>
    request(env, method, url, cookie, payload);
  return {
    id: user.id,
    email: user.email,
    role,
    cookie,
    call,
    get: (url) => call("GET", url),
    post: (url, payload) => call("POST", url, payload ?? {}),
  };
}

/**
 * Waits until the clock has moved on: notifications written in the same millisecond tie on
 * created_at (PGlite's clock counts milliseconds), and their "newest first" order is then the
 * order of their random ids. Each helper below writes in a millisecond of its own, so a test's
 * expected order is the order it wrote them in.
 */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

/** A notification for one user, written as the app writes them (live event included). */
export async function notifyOne(env: TestEnv, userId: string, title: string) {
  await nextMillisecond();
  return env.ctx.database.db.transaction((tx) =>
    notifyUser(tx, env.ctx.hub, userId, { type: "info", title, message: `${title} message` }),
  );
}

/** A notification for every admin (audience admin, no user id). */
export async function notifyAdmins(env: TestEnv, title: string) {
  await nextMillisecond();
  return env.ctx.database.db.transaction((tx) =>
    notifyAdminsIn(tx, env.ctx.hub, { type: "info", title, message: `${title} message` }),
  );
}

/** A notification for everyone (audience all, no user id). */
export async function notifyEveryone(env: TestEnv, title: string) {
  await nextMillisecond();
  const [row] = await env.ctx.database.db
    .insert(notifications)
    .values({ userId: null, audience: "all", type: "success", title, message: `${title} message` })
    .returning({ id: notifications.id });
  return row?.id as string;
}
