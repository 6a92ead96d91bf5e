import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema/index.ts";
import { csvCell } from "../../lib/csvText.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { call, insertRelease, signedIn } from "../account/accountTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const download = (cookie?: string, query = "") =>
  call(env, "GET", `/api/admin/partner-contacts${query}`, { cookie });
const share = (cookie: string, on: boolean) =>
  call(env, "PUT", "/api/account/privacy", {
    cookie,
    payload: { profileVisibility: "public", marketingEmails: true, dataSharingOptIn: on },
  });

describe("GET /api/admin/partner-contacts (the effect of data_sharing_opt_in)", () => {
  it("is for admins only", async () => {
    expect((await download()).statusCode).toBe(401);
    expect((await download((await signedIn(env)).cookie)).statusCode).toBe(403);
    expect((await download((await signedIn(env, "staff")).cookie)).statusCode).toBe(403);
  });

  it("lists only the users who opted in, with their distributed releases, as CSV", async () => {
    const db = env.ctx.database.db;
    const admin = await signedIn(env, "admin");
    const sharer = await signedIn(env, "artist", "Sara Sharer");
    expect((await share(sharer.cookie, true)).statusCode).toBe(200);
    await insertRelease(db, sharer.user.id, "distributed");
    await insertRelease(db, sharer.user.id, "distributed");
    await insertRelease(db, sharer.user.id, "draft");
    const silent = await signedIn(env, "artist", "Default Dan"); // no row: off (spec §9)
    const declined = await signedIn(env, "artist", "Declining Dora");
    await share(declined.cookie, true);
    await share(declined.cookie, false);
    const tricky = await signedIn(env, "artist", '=HYPERLINK("http://x")');
    await share(tricky.cookie, true);

    const res = await download(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="partner-contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // UTF-8's byte-order mark first (a stream, too), so Excel reads the names as UTF-8.
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("artist_name,full_name,email,distributed_releases");
    expect(lines).toHaveLength(3);
    expect(lines).toContain(`"The Testers","Sara Sharer","${sharer.user.email}","2"`);
    expect(lines).toContain(`"The Testers","'=HYPERLINK(""http://x"")","${tricky.user.email}","0"`);
    for (const left of [silent, declined, admin]) expect(res.body).not.toContain(left.user.email);
    // For Excel where the list separator is a semicolon (Sweden, Germany, France…).
    const excel = (await download(admin.cookie, "?separator=semicolon")).body
      .slice(1)
      .split("\r\n");
    expect(excel[0]).toBe("artist_name;full_name;email;distributed_releases");
    expect(excel).toContain(`"The Testers";"Sara Sharer";"${sharer.user.email}";"2"`);

    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "EXPORT_PARTNER_CONTACTS"));
    expect(audits).toHaveLength(2);
    expect(audits[0]?.actorId).toBe(admin.user.id);
  });

  it("answers a link followed from another site 403, with no export recorded", async () => {
    const admin = await signedIn(env, "admin");
    const res = await env.app.inject({
      method: "GET",
      url: "/api/admin/partner-contacts",
      headers: {
        cookie: admin.cookie,
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "navigate",
      },
    });
    expect(res.statusCode).toBe(403);
    const audits = await env.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.user.id));
    expect(audits).toEqual([]);
  });

  it("leaves out an opted-in account that is deleted or unconfirmed", async () => {
    const admin = await signedIn(env, "admin");
    const gone = await signedIn(env);
    await share(gone.cookie, true);
    await env.ctx.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, gone.user.id));
    const unconfirmed = await signedIn(env);
    await share(unconfirmed.cookie, true);
    await env.ctx.database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.id, unconfirmed.user.id));
    const res = await download(admin.cookie);
    expect(res.body).not.toContain(gone.user.email);
    expect(res.body).not.toContain(unconfirmed.user.email);
  });
});

describe("csvCell", () => {
  it("quotes, doubles quotes and defuses spreadsheet formulas", () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell("+46 70")).toBe(`"'+46 70"`);
    expect(csvCell("@sum")).toBe(`"'@sum"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });
});
