import type { Role } from "@common/users.ts";
import type { z } from "zod";
import { bodyOf } from "../test/client.ts";
import { createUser, signIn, TEST_ORIGIN, type TestEnv } from "../test/support.ts";
import {
  apiClient,
  type Member,
  MULTIPART_TYPE,
  multipart,
  type Reply,
} from "./releases/releaseTestKit.ts";

/**
 * The route x actor matrix (issue 14, "One way to authorize"): every OpenAPI operation is
 * called by each of these actors, with the owner's ids, and must answer exactly the status its
 * row expects without handing anyone the owner's private data. The owner goes last, so a change
 * the owner may make (deleting their draft) never decides what the others were answered.
 */
export const ACTORS = [
  "anonymous",
  "banned",
  "suspended",
  "other",
  "staff",
  "admin",
  "owner",
] as const;
export type ActorName = (typeof ACTORS)[number];
type SignedInActor = Exclude<ActorName, "anonymous">;
export type Expect = Record<ActorName, number>;

/**
 * The owner's private data, in three circles: `shared` (release titles, name, email, aliases)
 * is the label's to see (staff review releases, admins manage accounts); `admin` (deletion
 * reason, warnings) is for admins; `private` (their conversation with a staff member who is not
 * an actor here) is the owner's alone.
 */
type SecretKind = "shared" | "admin" | "private";
const AUDIENCE: Record<SecretKind, readonly ActorName[]> = {
  shared: ["owner", "staff", "admin"],
  admin: ["owner", "admin"],
  private: ["owner"],
};

/**
 * The world the matrix calls into, made once per file: the owner with real rows in every area,
 * another artist with their own, staff, an admin, a suspended and a banned artist, and a few
 * bystanders (the staff the owner talks to, accounts the admin rows act on). Mutating rows get
 * rows of their own (one per permitted actor where two may act), so no row depends on another.
 */
export interface Fixtures {
  env: TestEnv;
  secrets: Record<SecretKind, string>;
  actors: Record<SignedInActor, Account>;
  /** Staff the owner talks to (ids): not actors, so no actor is in those conversations. */
  support: string[];
  targets: { promote: string; suspend: string; unsuspend: string };
  releases: {
    draft: string;
    draftTitle: string;
    doomed: string;
    checked: string;
    /** Submitted singles whose copyright check is not running: one per reviewer to re-run it. */
    recheck: Record<"staff" | "admin", string>;
    rejected: string;
    distributed: string;
    approve: Record<"staff" | "admin", string>;
    reject: Record<"staff" | "admin", string>;
    distribute: Record<"staff" | "admin", string>;
    redeliver: Record<"staff" | "admin", string>;
  };
  /** Delivery rows (issue 15): a failed one to retry and a delivered one to mark live, each. */
  deliveries: {
    retry: Record<"staff" | "admin", string>;
    markLive: Record<"staff" | "admin", string>;
  };
  /** The owner's pending takedown requests, one per reviewer and decision. */
  takedowns: {
    approve: Record<"staff" | "admin", string>;
    reject: Record<"staff" | "admin", string>;
  };
  /** A distributed release with its smart link, live on Spotify (issue 17). */
  smartLink: string;
  spareUpload: string;
  spareUploadKey: string;
  /** The owner's session on a second device. */
  spareSession: string;
  doomedAlias: string;
  conversations: { main: string; group: string; leave: string; block: string; remove: string };
  warning: string;
  deletionRequest: string;
  broadcast: string;
  announcement: string;
  unsubscribeToken: string;
  mainMessages: number;
}

type Values = Record<string, string>;
export interface Row {
  /** `METHOD /path/{param}` exactly as the OpenAPI document names the operation. */
  op: string;
  params?: (fx: Fixtures, actor: ActorName) => Values;
  query?: (fx: Fixtures, actor: ActorName) => Values;
  body?: (fx: Fixtures, actor: ActorName) => object;
  /** A multipart upload (field `file`) instead of a JSON body. */
  file?: () => Promise<{ bytes: Buffer; fileName: string; type: string }>;
  /** Calls with a session of its own (signing out must not end the session other rows use). */
  freshSession?: boolean;
  expect: Expect;
  /** Where this route's permitted answers may show more than AUDIENCE allows. */
  audience?: Partial<Record<SecretKind, readonly ActorName[]>>;
}

// Expected statuses. Refusals: 401 signed out, 403 wrong role or not in good standing, 404
// someone else's resource (it does not exist, for them), 409 a state the action does not apply to.
const refusedSignedOut = { anonymous: 401, banned: 403, suspended: 403 } as const;
/** Any signed-in user in good standing, each acting on their own account. */
export const signedIn = (ok: number, extra: Partial<Expect> = {}): Expect => ({
  ...refusedSignedOut,
  other: ok,
  staff: ok,
  admin: ok,
  owner: ok,
  ...extra,
});
/** The owner's resource: everyone else is told it does not exist. */
export const ownerOnly = (ok: number, extra: Partial<Expect> = {}): Expect =>
  signedIn(404, { owner: ok, ...extra });
/** The owner's release, which staff and admins may read to review it. */
export const ownerAndReviewers = (ok: number): Expect => signedIn(ok, { other: 404 });
/** Release review: staff and admins. */
export const reviewers = (ok: number, extra: Partial<Expect> = {}): Expect =>
  signedIn(403, { staff: ok, admin: ok, ...extra });
/** The admin area beyond review (decision 2). */
export const adminOnly = (ok: number, extra: Partial<Expect> = {}): Expect =>
  signedIn(403, { admin: ok, ...extra });
/** Public: the same answer for everyone. */
export const everyone = (status: number, extra: Partial<Expect> = {}): Expect => ({
  anonymous: status,
  banned: status,
  suspended: status,
  other: status,
  staff: status,
  admin: status,
  owner: status,
  ...extra,
});

/** An account made for the matrix, signed in, with the release kit's tiny client. */
export interface Account extends Member {
  email: string;
  password: string;
}

type Injected = Awaited<ReturnType<TestEnv["app"]["inject"]>>;

let addresses = 0;
/** Each request from its own address: per-address limits are not what the matrix is about. */
function nextAddress() {
  addresses += 1;
  return `10.91.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export async function account(
  env: TestEnv,
  role: Role,
  names: { email?: string; fullName?: string; artistName?: string } = {},
): Promise<Account> {
  const user = await createUser(env.ctx, { role, ...names });
  const cookie = await signIn(env, user.email, user.password);
  return {
    id: user.id,
    role,
    artistName: user.artistName ?? "",
    email: user.email,
    password: user.password,
    cookie,
    ...apiClient(env, cookie, nextAddress),
  };
}

/**
 * A fixture step through the API that must succeed (the matrix tests routes, not its setup);
 * with the route's response schema, its checked body.
 */
export function ok(res: Reply, what: string): void;
export function ok<S extends z.ZodType>(res: Reply, what: string, schema: S): z.output<S>;
export function ok(res: Reply, what: string, schema?: z.ZodType): unknown {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return schema ? bodyOf(res, schema) : undefined;
}

/** Every operation of the OpenAPI document, as `METHOD /path`. */
export function operations(document: unknown): string[] {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

function url(row: Row, fx: Fixtures, actor: ActorName): string {
  const [, template = ""] = row.op.split(" ");
  const params = row.params?.(fx, actor) ?? {};
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${row.op}: no value for {${name}}`);
    return name === "*" ? value : encodeURIComponent(value);
  });
  const query = new URLSearchParams(row.query?.(fx, actor) ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/** One call of a row by one actor. */
export async function callAs(fx: Fixtures, row: Row, actor: ActorName): Promise<Injected> {
  const { env } = fx;
  const [method = "GET"] = row.op.split(" ");
  let cookie: string | undefined;
  if (actor !== "anonymous") {
    const user = fx.actors[actor];
    cookie = row.freshSession ? await signIn(env, user.email, user.password) : user.cookie;
  }
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) };
  const file = await row.file?.();
  // Writes without a body of their own send an empty JSON object, as the web app does.
  const body = row.body?.(fx, actor) ?? (/^(POST|PUT|PATCH)$/.test(method) ? {} : undefined);
  return env.app.inject({
    method: method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: url(row, fx, actor),
    remoteAddress: nextAddress(),
    headers: file ? { ...headers, "content-type": MULTIPART_TYPE } : headers,
    ...(file
      ? { payload: multipart(file.bytes, file.fileName, file.type) }
      : body
        ? { payload: body }
        : {}),
  });
}

/**
 * What an answer shows that the actor may not see: one of the owner's secrets in a refusal,
 * and in a permitted answer those outside the actor's circle.
 */
export function leaksIn(fx: Fixtures, row: Row, actor: ActorName, res: Injected): string[] {
  if (actor === "owner") return [];
  const shown = `${res.headers["content-disposition"] ?? ""}\n${res.body}`;
  return (Object.keys(AUDIENCE) as SecretKind[]).flatMap((kind) => {
    const audience = row.audience?.[kind] ?? AUDIENCE[kind];
    const allowed = res.statusCode < 400 && audience.includes(actor);
    return !allowed && shown.includes(fx.secrets[kind])
      ? [`${actor} got the owner's ${kind} data (${res.statusCode})`]
      : [];
  });
}
