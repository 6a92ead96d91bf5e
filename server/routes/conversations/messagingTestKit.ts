import type { Role } from "@common/users.ts";
import { createUser, signIn, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";

/** A parsed JSON body, as loosely typed as `inject`'s own `res.json()`. */
type Json = ReturnType<typeof JSON.parse>;
export interface Reply {
  status: number;
  body: Json;
}

/** A signed-in user and a tiny client for the messaging API, for tests. */
export interface Person {
  id: string;
  email: string;
  fullName: string;
  artistName: string | null;
  role: Role;
  cookie: string;
  get(url: string): Promise<Reply>;
  post(url: string, payload?: object): Promise<Reply>;
  del(url: string): Promise<Reply>;
}

let people = 0;

export async function person(
  env: TestEnv,
  role: Role = "artist",
  names: { fullName?: string; artistName?: string | null } = {},
): Promise<Person> {
  people += 1;
  const user = await createUser(env.ctx, {
    role,
    fullName: names.fullName ?? `${role} person ${people}`,
    artistName: names.artistName === undefined ? `Act ${people}` : names.artistName,
  });
  const cookie = await signIn(env, user.email, user.password);
  const call = async (
    method: "GET" | "POST" | "DELETE",
    url: string,
    payload?: object,
  ): Promise<Reply> => {
    const res = await env.app.inject({
      method,
      url,
      headers: { cookie, origin: TEST_ORIGIN },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    artistName: user.artistName,
    role,
    cookie,
    get: (url) => call("GET", url),
    post: (url, payload) => call("POST", url, payload),
    del: (url) => call("DELETE", url),
  };
}

/** Opens (or reuses) the direct chat from `a` to `b` and returns its id. */
export async function directChat(a: Person, b: Person): Promise<string> {
  const res = await a.post("/api/conversations/direct", { userId: b.id });
  if (res.status !== 200) throw new Error(`direct chat: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.conversation.id;
}

export async function groupChat(creator: Person, title: string, members: Person[]) {
  const res = await creator.post("/api/conversations/groups", {
    title,
    memberIds: members.map((m) => m.id),
  });
  if (res.status !== 200) throw new Error(`group: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.conversation.id as string;
}

export async function send(from: Person, conversationId: string, content: string) {
  const res = await from.post(`/api/conversations/${conversationId}/messages`, { content });
  if (res.status !== 200) throw new Error(`send: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.message as { id: string; content: string; createdAt: string };
}
