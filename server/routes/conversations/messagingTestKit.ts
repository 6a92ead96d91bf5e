import type { Role } from "@common/users.ts";
import { bodyOf, clientFor, type Reply } from "../../test/client.ts";
import { createUser, signIn, type TestEnv } from "../../test/support.ts";
import * as schema from "./schema.ts";

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
  const client = clientFor(env, cookie);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    artistName: user.artistName,
    role,
    cookie,
    get: client.get,
    post: (url, payload) => client.call("POST", url, payload),
    del: client.del,
  };
}

/** Opens (or reuses) the direct chat from `a` to `b` and returns its id. */
export async function directChat(a: Person, b: Person): Promise<string> {
  const res = await a.post("/api/conversations/direct", { userId: b.id });
  return bodyOf(res, schema.createDirect.response[200]).conversation.id;
}

export async function groupChat(creator: Person, title: string, members: Person[]) {
  const res = await creator.post("/api/conversations/groups", {
    title,
    memberIds: members.map((m) => m.id),
  });
  return bodyOf(res, schema.createGroup.response[200]).conversation.id;
}

export async function send(from: Person, conversationId: string, content: string) {
  const res = await from.post(`/api/conversations/${conversationId}/messages`, { content });
  return bodyOf(res, schema.send.response[200]).message;
}
