import { exportFileName } from "@common/account.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeAudit } from "../../commands/audit.ts";
import {
  accounts,
  artistProfiles,
  notifications,
  payoutDetails,
  royaltyStatements,
  sessions,
  takedownRequests,
  twoFactors,
  userBlocks,
} from "../../db/schema/index.ts";
import { EXPORTED_TABLES } from "../../queries/account/exportUserData.ts";
import { postRevenue, thisMonth, withdraw } from "../../royalties/finance/financeTestKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { call, insertConversation, insertRelease, signedIn } from "./accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

/**
 * Tables of the public schema the export leaves out, each with its reason. A new table that
 * refers to a user (directly or through other tables) fails the test below until it is either
 * exported (EXPORTED_TABLES) or given a reason here.
 */
const NOT_EXPORTED: Record<string, string> = {
  two_factors:
    "credentials: the TOTP secret and backup codes must never leave the server; whether two-factor is on is user.two_factor_enabled",
  announcements:
    "label content an admin wrote in that role (created_by only); the admin's actions are in their audit_log export",
  broadcasts:
    "label content an admin wrote in that role (created_by only); the admin's actions are in their audit_log export",
  feature_flags:
    "platform settings; updated_by names the admin who last changed a flag, which their audit_log export shows",
  copyright_checks:
    "the label's internal review of a release (issue #7): its matches name other accounts' releases and owners; the release and its copyright status are exported with releases, and checked_by is a reviewer acting in that role",
  audio_fingerprints:
    "a machine-made digest of an uploaded file (the upload itself is exported with uploads), not information about the person",
  distribution_settings:
    "the label's settings (DPID, code prefixes, P/C-line owner); updated_by names the admin who last saved them, which their audit_log export shows",
  stores:
    "the label's store settings (DPID, transport, sealed credentials); updated_by names the admin who last saved a store, which their audit_log export shows",
  deliveries:
    "the label's record of sending a release to each store (issue 15), reaching the user only through releases; each store's state is on the release's page, and the releases themselves are exported",
  smart_links:
    "a release's public page settings (issue 17: slug, on/off, store order), reaching the user only through releases, which are exported; the page itself is public",
  store_links:
    "the public addresses of released music on stores (issue 17); updated_by names who entered one, an edit of a release the releases export covers",
  smart_link_daily_counts:
    "anonymous per-day totals of visits and clicks on a release's public page (issue 17), no information about a person",
  smart_link_visitors:
    "salted hashes of anonymous visitors to a release's public page, unique-visitor counting only (issue 17); not about the account holder",
  smart_link_salts: "not user-keyed: the day's random salt for visitor hashes (issue 17)",
  fan_signups:
    "fans' own addresses for a release's release-day mail (issue 17): their personal data, not the account holder's; the artist sees an address only with the fan's consent",
  code_counters: "not user-keyed: the label's UPC and ISRC number sequences (issue 15)",
  store_report_mappings:
    "a store's CSV column mapping, the label's settings; updated_by is an audit pointer",
  royalty_reports:
    "the label's store reports; uploaded_by and posted_by are audit pointers (issue 19)",
  royalty_report_lines:
    "store report lines, the label's records; a user's share of them is exported as their ledger lines (earnings.ledger_lines, with report_id)",
  royalty_periods: "the label's closed months; closed_by is an audit pointer",
  royalty_invitations:
    "invitations by email of collaborators without an account; claimed_by is a pointer to the account that claimed",
  earnings_notices: "which one-time earnings mails were sent, the system's bookkeeping",
  verifications:
    "not user-keyed: one-time confirmation and reset tokens (credentials), keyed by token, expire within a day",
};

/** Every table with a foreign key path to users(id), from the database's own catalogue. */
async function tablesReachingUsers(): Promise<Map<string, string[]>> {
  const result = await env.ctx.database.db.execute<{
    child: string;
    parent: string;
    columns: string;
  }>(sql`
    select c.conrelid::regclass::text as child,
           c.confrelid::regclass::text as parent,
           string_agg(a.attname, ',' order by a.attname) as columns
    from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f'
    group by c.conrelid, c.confrelid, c.conname`);
  const edges = result.rows.map((r) => ({
    child: r.child.replace(/^public\./, ""),
    parent: r.parent.replace(/^public\./, ""),
    columns: r.columns,
  }));
  // Breadth first from users: a table whose rows point at a reached table's rows is reached.
  const reached = new Map<string, string[]>([["users", []]]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const edge of edges) {
      const via = reached.get(edge.parent);
      if (!via || reached.has(edge.child)) continue;
      reached.set(edge.child, [...via, `${edge.child}.${edge.columns} -> ${edge.parent}`]);
      grew = true;
    }
  }
  return reached;
}

async function exportOf(cookie: string) {
  const res = await call(env, "GET", "/api/account/export", { cookie });
  expect(res.statusCode).toBe(200);
  return { res, data: res.json() };
}

describe("data export: nothing about the user is left out", () => {
  it("covers every table that refers to a user, or says in writing why not", async () => {
    const reached = await tablesReachingUsers();
    // The catalogue does see the paths the brief names.
    expect(reached.get("royalty_splits")?.join(" ")).toContain("tracks");
    expect([...reached.keys()]).toEqual(
      expect.arrayContaining(["sessions", "messages", "tracks", "royalty_splits", "audit_log"]),
    );
    const missing = [...reached.keys()].filter(
      (table) => !(table in EXPORTED_TABLES) && !(table in NOT_EXPORTED),
    );
    expect(missing, `tables reaching users(id) that the export leaves out: ${missing}`).toEqual([]);
  });

  it("has made a decision for every table in the database", async () => {
    const result = await env.ctx.database.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const undecided = result.rows
      .map((r) => r.table_name)
      .filter((t) => !(t in EXPORTED_TABLES) && !(t in NOT_EXPORTED));
    expect(undecided).toEqual([]);
  });

  it("holds every exported table's key, the spec's keys first, as a file named with the user id", async () => {
    const { user, cookie } = await signedIn(env);
    const { res, data } = await exportOf(cookie);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${exportFileName(user.id)}"`,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(Object.keys(data).slice(0, 10)).toEqual([
      "exported_at",
      "user",
      "privacy_settings",
      "releases",
      "tracks",
      "warnings",
      "suspensions",
      "messages",
      "royalty_splits",
      "royalty_splits_naming_me",
    ]);
    expect(data.royalty_splits_naming_me).toEqual([]);
    for (const key of new Set(Object.values(EXPORTED_TABLES))) expect(data).toHaveProperty(key);
    expect(data.warnings).toEqual([]);
    expect(data.suspensions).toEqual([]);
    expect(data.privacy_settings).toEqual({
      profile_visibility: "public",
      marketing_emails: true,
      data_sharing_opt_in: false,
      updated_at: null,
    });
  });

  it("contains the user's rows in each part, and no credentials", async () => {
    const db = env.ctx.database.db;
    const { user, cookie } = await signedIn(env, "artist", "Erik Exporter");
    const other = await signedIn(env);
    await call(env, "PUT", "/api/account/privacy", {
      cookie,
      payload: { profileVisibility: "private", marketingEmails: false, dataSharingOptIn: true },
    });
    const { release, trackIds } = await insertRelease(db, user.id, "distributed", {
      title: "Exported Album",
      tracks: [{ title: "Track A", splits: [{ name: "Erik", percentage: 100 }] }],
    });
    await insertRelease(db, other.user.id, "draft", { title: "Not Mine" });
    // Another account's track that pays this user a share: in the export, the rest of it not.
    const featured = await insertRelease(db, other.user.id, "distributed", {
      title: "Featuring Erik",
      tracks: [
        {
          title: "Duet",
          splits: [
            { name: "Owner", email: "owner@example.com", percentage: 70 },
            { name: "Erik E.", email: ` ${user.email.toUpperCase()} `, percentage: 30 },
          ],
        },
      ],
    });
    const chat = await insertConversation(db, [user.id, other.user.id], "Export chat");
    await db
      .insert(artistProfiles)
      .values({ userId: user.id, name: "Erik Alias", nameKey: "Erik Alias" });
    await db.insert(notifications).values({ userId: user.id, title: "For Erik", message: "m" });
    await db
      .insert(takedownRequests)
      .values({ releaseId: release.id, userId: user.id, reason: "r" });
    await db.insert(userBlocks).values({ blockerId: user.id, blockedId: other.user.id });
    await db
      .insert(twoFactors)
      .values({ userId: user.id, secret: "TOTP-SECRET-XYZ", backupCodes: "BACKUP-XYZ" });
    await writeAudit(db, { actorId: user.id, action: "TEST_ACTION", targetType: "user" });
    await call(env, "POST", "/api/account/termination", { cookie, payload: { reason: "bye" } });

    const { data, res } = await exportOf(cookie);
    expect(data.user).toMatchObject({ id: user.id, email: user.email, full_name: "Erik Exporter" });
    expect(data.privacy_settings.profile_visibility).toBe("private");
    expect(data.releases.map((r: { title: string }) => r.title)).toEqual(["Exported Album"]);
    expect(data.tracks.map((t: { id: string }) => t.id)).toEqual(trackIds);
    expect(data.royalty_splits).toEqual([
      expect.objectContaining({
        track_id: trackIds[0],
        collaborator_name: "Erik",
        percentage: 100,
      }),
    ]);
    expect(data.royalty_splits_naming_me).toEqual([
      expect.objectContaining({
        release_id: featured.release.id,
        release_title: "Featuring Erik",
        track_id: featured.trackIds[0],
        track_title: "Duet",
        collaborator_name: "Erik E.",
        percentage: 30,
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain("owner@example.com");
    expect(data.messages).toEqual([
      expect.objectContaining({ conversation_id: chat.id, content: `hello from ${user.id}` }),
    ]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        id: chat.id,
        title: "Export chat",
        created_by_me: true,
        participation: expect.objectContaining({ is_active: true }),
      }),
    ]);
    expect(data.artist_profiles.map((a: { name: string }) => a.name)).toEqual(["Erik Alias"]);
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(["For Erik"]);
    expect(data.takedown_requests).toHaveLength(1);
    expect(data.blocks).toEqual([expect.objectContaining({ blocked_user_id: other.user.id })]);
    expect(data.audit_log).toEqual([
      expect.objectContaining({ action: "TEST_ACTION", by_me: true }),
    ]);
    expect(data.account_deletion_requests).toEqual([
      expect.objectContaining({ reason: "bye", status: "pending" }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.accounts).toEqual([expect.objectContaining({ provider_id: "credential" })]);

    // No credentials anywhere in the file.
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, user.id));
    for (const secret of [session?.token, account?.password, "TOTP-SECRET-XYZ", "BACKUP-XYZ"]) {
      expect(secret).toBeTruthy();
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/"(token|password|secret|storage_key)"/);
    expect(res.body).not.toContain("Not Mine");
  });
});

describe("data export: the user's money (issue 19)", () => {
  it("has earnings, ledger lines, statements and payouts as decimal strings, details only masked", async () => {
    const db = env.ctx.database.db;
    const { user, cookie } = await signedIn(env, "artist", "Maja Money");
    const { trackIds } = await insertRelease(db, user.id, "distributed", {
      title: "Paid Album",
      tracks: [{ title: "Paid Track", splits: [{ name: "Maja", percentage: 100 }] }],
    });
    const month = thisMonth();
    await postRevenue(db, {
      key: `export:${user.id}`,
      storeId: "spotify",
      total: 123_456n,
      payee: { userId: user.id },
      trackId: trackIds[0],
      description: "Spotify report",
    });
    await withdraw(db, user.id, 50_000n, "paid");
    await db.insert(royaltyStatements).values({
      userId: user.id,
      period: `${month}-01`,
      currency: "SEK",
      openingBalance: 0n,
      earnings: 98_765n,
      payouts: 50_000n,
      closingBalance: 48_765n,
    });
    await db.insert(payoutDetails).values({
      userId: user.id,
      method: "swish",
      sealed: "SEALED-PAYOUT-DETAILS",
      masked: "+46 7• ••• •• 34",
    });

    const { data, res } = await exportOf(cookie);
    expect(data.earnings.balances).toEqual([
      expect.objectContaining({
        currency: "SEK",
        owed: "487.65",
        paid_out: "500.00",
        lifetime: "987.65",
      }),
    ]);
    expect(data.earnings.ledger_lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          account: "artist_payable",
          entry_kind: "report_posting",
          description: "Spotify report",
          track_id: trackIds[0],
          track_title: "Paid Track",
          period: month,
          store: "spotify",
          amount: "987.65",
          currency: "SEK",
        }),
        expect.objectContaining({
          account: "artist_payable",
          entry_kind: "payout_requested",
          amount: "-500.00",
        }),
        expect.objectContaining({
          account: "paid_out",
          entry_kind: "payout_paid",
          amount: "500.00",
        }),
      ]),
    );
    expect(data.statements).toEqual([
      expect.objectContaining({ period: month, earnings: "987.65", closing_balance: "487.65" }),
    ]);
    expect(data.payout_requests).toEqual([
      expect.objectContaining({
        amount: "500.00",
        status: "paid",
        details: "a•••@example.com",
        reference: "BANK-REF-1",
      }),
    ]);
    expect(data.payout_details).toEqual(
      expect.objectContaining({ method: "swish", details: "+46 7• ••• •• 34" }),
    );
    // Sealed payout details never leave the server, nor does the label's side of the entries.
    expect(res.body).not.toContain("SEALED-PAYOUT-DETAILS");
    expect(res.body).not.toContain("sealed-test-details-never-exported");
    expect(res.body).not.toContain("label_share");
  });
});

describe("data export: nobody exports anyone else's data", () => {
  it("ignores a user id in the query and answers the caller's own data", async () => {
    const me = await signedIn(env);
    const other = await signedIn(env);
    const res = await call(
      env,
      "GET",
      `/api/account/export?userId=${other.user.id}&user_uuid=${other.user.id}`,
      {
        cookie: me.cookie,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(me.user.id);
    expect(res.body).not.toContain(other.user.email);
    expect(res.headers["content-disposition"]).toContain(exportFileName(me.user.id));
  });

  it("needs a session", async () => {
    const res = await call(env, "GET", "/api/account/export");
    expect(res.statusCode).toBe(401);
  });

  it("is limited per account", async () => {
    const { cookie } = await signedIn(env);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await call(env, "GET", "/api/account/export", { cookie })).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });
});
