import type { Role } from "@common/users.ts";
import { notifyAdminsIn, notifyUser } from "../../commands/notifications/notify.ts";
import { notifications } from "../../db/schema/index.ts";
import { createUser, signIn, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";

/** A parsed JSON body, as loosely typed as `inject`'s own `res.json()`. */
type Json = ReturnType<typeof JSON.parse>;
export interface Reply {
  status: number;
  body: Json;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

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

let requests = 0;
/** A request as a browser on the app's origin sends it; no cookie when `cookie` is undefined. */
export async function request(
  env: TestEnv,
  method: Method,
  url: string,
  cookie?: string,
  payload?: object,
): Promise<Reply> {
  requests += 1;
  const res = await env.app.inject({
    method,
    url,
    // Each request from its own address: per-address limits only bite where a test means them to.
    remoteAddress: `10.91.${(requests >> 8) & 255}.${requests & 255}`,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

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

/** A notification for one user, written as the app writes them (live event included). */
export function notifyOne(env: TestEnv, userId: string, title: string) {
  return env.ctx.database.db.transaction((tx) =>
    notifyUser(tx, env.ctx.hub, userId, { type: "info", title, message: `${title} message` }),
  );
}

/** A notification for every admin (audience admin, no user id). */
export function notifyAdmins(env: TestEnv, title: string) {
  return env.ctx.database.db.transaction((tx) =>
    notifyAdminsIn(tx, env.ctx.hub, { type: "info", title, message: `${title} message` }),
  );
}

/** A notification for everyone (audience all, no user id). */
export async function notifyEveryone(env: TestEnv, title: string) {
  const [row] = await env.ctx.database.db
    .insert(notifications)
    .values({ userId: null, audience: "all", type: "success", title, message: `${title} message` })
    .returning({ id: notifications.id });
  return row?.id as string;
}
