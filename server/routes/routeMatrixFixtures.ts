import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import {
  releases as releasesTable,
  sessions,
  smartLinks,
  takedownRequests,
  uploads,
} from "../db/schema/index.ts";
import { enableStores, setDelivered } from "../test/storesKit.ts";
import { createUser, signIn, TEST_ORIGIN, type TestEnv } from "../test/support.ts";
import * as accountSchema from "./account/accountInfoSchema.ts";
import { insertRelease, png } from "./account/accountTestKit.ts";
import * as adminToolsSchema from "./adminTools/schema.ts";
import * as conversationSchema from "./conversations/schema.ts";
import * as moderationSchema from "./moderation/schema.ts";
import {
  draft,
  draftInput,
  MULTIPART_TYPE,
  multipart,
  single,
  uploadArtwork,
} from "./releases/releaseTestKit.ts";
import * as releaseSchema from "./releases/schema.ts";
import { account, type Fixtures, ok } from "./routeMatrixKit.ts";

export async function makeFixtures(env: TestEnv): Promise<Fixtures> {
  const tag = randomBytes(5).toString("hex");
  const secrets = { shared: `shr${tag}`, admin: `adm${tag}`, private: `prv${tag}` };
  const { shared } = secrets;
  const db = env.ctx.database.db;

  const owner = await account(env, "artist", {
    email: `owner-${shared}@example.com`,
    fullName: `Owner ${shared}`,
    artistName: `Band ${shared}`,
  });
  const [other, staff, admin, suspended, banned] = [
    await account(env, "artist", { fullName: "Other Artist", artistName: "Other Act" }),
    await account(env, "staff", { fullName: "Staff Member" }),
    await account(env, "admin", { fullName: "Admin Person" }),
    await account(env, "artist", { fullName: "Suspended Artist" }),
    await account(env, "artist", { fullName: "Banned Artist" }),
  ];
  // Bystanders: only ids are needed, except the staff member who answers the owner.
  const bystander = async (role: "staff" | "artist") => (await createUser(env.ctx, { role })).id;
  const first = await account(env, "staff", { fullName: "Support One" });
  const support = [first.id, await bystander("staff"), await bystander("staff")];
  const targets = {
    promote: await bystander("artist"),
    suspend: await bystander("artist"),
    unsuspend: await bystander("artist"),
  };
  const suspendBody = { reason: "Spam in the review queue", type: "temporary", days: 7 };
  ok(await admin.post(`/api/admin/users/${suspended.id}/suspend`, suspendBody), "suspend");
  ok(await admin.post(`/api/admin/users/${targets.unsuspend}/suspend`, suspendBody), "suspend");
  ok(
    await admin.post(`/api/admin/users/${banned.id}/suspend`, {
      reason: "Fraud",
      type: "permanent",
    }),
    "ban",
  );

  // The owner's account: a private profile with a picture, a deletion request, a warning.
  const avatar = await env.app.inject({
    method: "POST",
    url: "/api/account/avatar",
    payload: multipart(await png(64, 64), "me.png", "image/png"),
    headers: { origin: TEST_ORIGIN, cookie: owner.cookie, "content-type": MULTIPART_TYPE },
  });
  if (avatar.statusCode !== 200) throw new Error(`avatar: ${avatar.statusCode} ${avatar.body}`);
  ok(
    await owner.put("/api/account/privacy", {
      profileVisibility: "private",
      marketingEmails: true,
      dataSharingOptIn: true,
    }),
    "privacy",
  );
  const termination = ok(
    await owner.post("/api/account/termination", { reason: `Leaving ${secrets.admin}` }),
    "termination",
    accountSchema.requestTermination.response[201],
  );
  const warned = ok(
    await admin.post(`/api/admin/users/${owner.id}/warnings`, {
      reason: `Warned ${secrets.admin}`,
      severity: "low",
    }),
    "warning",
    moderationSchema.warn.response[200],
  );

  // The owner's releases, in every state a row needs, titles carrying the shared secret.
  const draftTitle = `Draft ${shared}`;
  const insert = async (status: "submitted" | "approved" | "distributed", name: string) =>
    (await insertRelease(db, owner.id, status, { title: `${name} ${shared}` })).release.id;
  // Delivery (issue 15): Spotify's store is on, and releases that go to stores select it. The
  // rows are written directly (server/test/storesKit.ts setDelivered): no engine runs for them.
  await enableStores(env.ctx, ["spotify"]);
  const toStores = async (status: "approved" | "distributed", name: string) => {
    const id = await insert(status, name);
    await db.execute(sql`update releases set metadata = jsonb_set(metadata,
      '{selected_platforms}', '["spotify"]'::jsonb) where id = ${id}`);
    return id;
  };
  const delivered = async (name: string, state: "failed" | "delivered") => {
    const id = await toStores("approved", name);
    const [row] = await setDelivered(env.ctx, id, ["spotify"], state);
    if (!row) throw new Error("delivery not inserted");
    return row;
  };
  const takedown = async (name: string) => {
    const id = await toStores("distributed", name);
    await setDelivered(env.ctx, id, ["spotify"], "live");
    const [row] = await db
      .insert(takedownRequests)
      .values({ releaseId: id, userId: owner.id, reason: `Gone ${shared}`, status: "pending" })
      .returning({ id: takedownRequests.id });
    if (!row) throw new Error("takedown request not inserted");
    return row.id;
  };
  const checked = await single(owner, `Checked ${shared}`);
  // One check of a release at a time (409 while one runs): each reviewer re-runs a release of
  // their own, its submission's automatic check marked done so the row does not race the job.
  const recheck = {
    staff: (await single(owner, `Recheck S ${shared}`)).id,
    admin: (await single(owner, `Recheck A ${shared}`)).id,
  };
  await db
    .update(releasesTable)
    .set({ copyrightCheckQueuedAt: null })
    .where(inArray(releasesTable.id, [recheck.staff, recheck.admin]));
  const rejected = await single(owner, `Rejected ${shared}`);
  ok(await staff.post(`/api/admin/releases/${rejected.id}/reject`, { notes: "Fix it" }), "reject");
  const releases = {
    draft: await draft(owner, draftTitle),
    draftTitle,
    doomed: await draft(owner, `Doomed ${shared}`),
    checked: checked.id,
    recheck,
    rejected: rejected.id,
    distributed: await insert("distributed", "Live"),
    approve: { staff: await insert("submitted", "A1"), admin: await insert("submitted", "A2") },
    reject: { staff: await insert("submitted", "R1"), admin: await insert("submitted", "R2") },
    distribute: {
      staff: await toStores("approved", "D1"),
      admin: await toStores("approved", "D2"),
    },
    redeliver: {
      staff: await toStores("distributed", "RD1"),
      admin: await toStores("distributed", "RD2"),
    },
  };
  const deliveries = {
    retry: { staff: await delivered("F1", "failed"), admin: await delivered("F2", "failed") },
    markLive: {
      staff: await delivered("L1", "delivered"),
      admin: await delivered("L2", "delivered"),
    },
  };
  const takedowns = {
    approve: { staff: await takedown("TA1"), admin: await takedown("TA2") },
    reject: { staff: await takedown("TR1"), admin: await takedown("TR2") },
  };
  // Issue 17: a distributed release with its smart link, live on Spotify.
  const smartLink = await toStores("distributed", "SL");
  await setDelivered(env.ctx, smartLink, ["spotify"], "live");
  await db.insert(smartLinks).values({ releaseId: smartLink, slug: `matrix-${tag}` });
  const spare = await uploadArtwork(owner);
  const [spareRow] = await db.select().from(uploads).where(eq(uploads.id, spare.id));
  if (!spareRow) throw new Error("spare upload not stored");
  ok(await owner.post("/api/artists", { name: `Alias ${shared}` }), "alias");
  const doomedAlias = ok(
    await owner.post("/api/artists", { name: `Doomed ${shared}` }),
    "alias",
    releaseSchema.createArtist.response[201],
  );

  // The owner's conversations, all with staff who are not actors.
  const direct = async (userId: string | undefined) =>
    ok(
      await owner.post("/api/conversations/direct", { userId }),
      "direct",
      conversationSchema.createDirect.response[200],
    ).conversation.id;
  const group = async (title: string) =>
    ok(
      await owner.post("/api/conversations/groups", { title, memberIds: [first.id] }),
      "group",
      conversationSchema.createGroup.response[200],
    ).conversation.id;
  const main = await direct(first.id);
  ok(
    await owner.post(`/api/conversations/${main}/messages`, { content: `hi ${secrets.private}` }),
    "send",
  );
  ok(
    await first.post(`/api/conversations/${main}/messages`, { content: `re ${secrets.private}` }),
    "send",
  );
  const conversations = {
    main,
    group: await group(`Group ${secrets.private}`),
    leave: await group(`Leaving ${secrets.private}`),
    block: await direct(support[1]),
    remove: await direct(support[2]),
  };

  // Another artist's own rows, so their lists are not empty by accident.
  await draft(other, "Other draft", "Other Act");
  ok(
    await other.post("/api/releases", draftInput("Other second", { artistName: other.artistName })),
    "other draft",
  );
  await uploadArtwork(other);

  const broadcast = ok(
    await admin.post("/api/admin/broadcasts", { title: "Maintenance", body: "Tonight" }),
    "broadcast",
    adminToolsSchema.postBroadcast.response[201],
  );
  const announcement = ok(
    await admin.post("/api/admin/announcements", { title: "Hello", message: "Welcome" }),
    "announcement",
    adminToolsSchema.createAnnouncement.response[201],
  );

  // Issue 19: the owner's statement of last month, for the earnings rows (imported here to keep
  // one edit).
  await (await import("./earnings/earningsTestKit.ts")).ownerStatement(db, owner.id);

  // The owner signed in on a second device, for signing that device out.
  await signIn(env, owner.email, owner.password);
  const [spareSession] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, owner.id))
    .orderBy(sql`${sessions.createdAt} desc`)
    .limit(1);

  return {
    env,
    secrets,
    actors: { owner, other, staff, admin, suspended, banned },
    support,
    targets,
    releases,
    deliveries,
    takedowns,
    smartLink,
    spareUpload: spare.id,
    spareUploadKey: spareRow.storageKey,
    spareSession: spareSession?.id ?? "",
    doomedAlias: doomedAlias.artist.id,
    conversations,
    warning: warned.warning.id,
    deletionRequest: termination.request.id,
    broadcast: broadcast.broadcast.id,
    announcement: announcement.announcement.id,
    unsubscribeToken: env.ctx.unsubscribeTokens.create(owner.id),
    mainMessages: 2,
  };
}
