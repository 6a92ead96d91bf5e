import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { CodeMessages } from "@common/codes.ts";
import { StoreMessages } from "@common/stores.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, stores } from "../../db/schema/index.ts";
import { findStore, openStoreTransport } from "../../distribution/stores.ts";
import { createSecretBox } from "../../lib/secretBox.ts";
import { bodyOf, errorOf } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import * as adminToolsSchema from "../adminTools/schema.ts";
import { type Member, member, type Reply } from "../releases/releaseTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
let artist: Member;
let staff: Member;
let admin: Member;
beforeAll(async () => {
  env = await createTestEnv();
  [artist, staff, admin] = [
    await member(env, "artist"),
    await member(env, "staff"),
    await member(env, "admin"),
  ];
});
afterAll(async () => {
  await env?.close();
});

const LIST = "/api/admin/stores";
const storesOf = (res: Reply) => bodyOf(res, schema.listStores.response[200]).stores;
const storeOf = (res: Reply) => bodyOf(res, schema.putStore.response[200]).store;
const PRIVATE_KEY =
  "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n";
const PASSWORD = "hunter2-store-password";
const sftp = {
  host: "sftp.tidal.example",
  port: 2222,
  username: "offbeat",
  remoteDirectory: "/ddex",
};
const tidal = {
  displayName: "TIDAL",
  dpid: "PADPIDA2014122301Q",
  enabled: false,
  transport: "sftp",
  folderPath: null,
  sftp,
};
const rawRow = async (id: string) =>
  (await env.ctx.database.db.select().from(stores).where(eq(stores.id, id)))[0];
const audits = () =>
  env.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "UPDATE_STORE"));

describe("Admin Tools > Stores", () => {
  it("lists one store per platform of the spec, off, delivering to DATA_DIR/deliveries/<id>", async () => {
    const res = await admin.get(LIST);
    expect(res.status).toBe(200);
    expect(storesOf(res).map((s) => s.id)).toEqual([
      "spotify",
      "apple_music",
      "youtube_music",
      "amazon_music",
      "deezer",
      "tidal",
      "pandora",
      "soundcloud",
      "bandcamp",
      "instagram",
      "tiktok",
      "napster",
    ]);
    expect(storesOf(res)[0]).toEqual({
      id: "spotify",
      displayName: "Spotify",
      dpid: null,
      enabled: false,
      transport: "folder",
      folderPath: null,
      directory: path.resolve(env.ctx.config.DATA_DIR, "deliveries", "spotify"),
      sftp: null,
      hasPrivateKey: false,
      hasPassphrase: false,
      hasPassword: false,
      updatedAt: null,
    });
  });

  it("is for admins only: staff and artists get 403 and change nothing", async () => {
    for (const who of [artist, staff]) {
      expect((await who.get(LIST)).status).toBe(403);
      expect((await who.put(`${LIST}/tidal`, tidal)).status).toBe(403);
    }
    expect(await audits()).toEqual([]);
    expect((await rawRow("tidal"))?.updatedAt).toBeNull();
  });

  it("answers 400 for a platform that is not a store", async () => {
    expect((await admin.put(`${LIST}/myspace`, tidal)).status).toBe(400);
  });

  it("takes credentials write-only: stored sealed, answered only as has* flags", async () => {
    const res = await admin.put(`${LIST}/tidal`, {
      ...tidal,
      credentials: { privateKey: PRIVATE_KEY, passphrase: "open sesame" },
    });
    expect(res.status).toBe(200);
    expect(storeOf(res)).toMatchObject({
      id: "tidal",
      transport: "sftp",
      sftp,
      hasPrivateKey: true,
      hasPassphrase: true,
      hasPassword: false,
    });
    expect(JSON.stringify(res.body)).not.toContain("BEGIN OPENSSH");
    expect(JSON.stringify((await admin.get(LIST)).body)).not.toMatch(/BEGIN OPENSSH|sesame/);

    const row = await rawRow("tidal");
    expect(row?.sealedCredentials).toBeTruthy();
    expect(row?.sealedCredentials).not.toContain("BEGIN OPENSSH");
    expect(row?.sealedCredentials).not.toContain("sesame");
    const opened = JSON.parse(env.ctx.storeCredentials.open(row?.sealedCredentials ?? "", "tidal"));
    expect(opened).toEqual({ privateKey: PRIVATE_KEY, passphrase: "open sesame" });
    // Sealed for this store: the same value copied onto another store does not open.
    expect(() => env.ctx.storeCredentials.open(row?.sealedCredentials ?? "", "spotify")).toThrow();

    const [entry] = await audits();
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: "store",
      targetId: "tidal",
      details: { credentials: { privateKey: "set", passphrase: "set" } },
    });
    expect(entry?.details.changed).toEqual(["dpid", "transport", "sftp"]);
    expect(JSON.stringify(entry?.details)).not.toMatch(/BEGIN OPENSSH|sesame/);
    const log = await admin.get("/api/admin/audit-log");
    expect(bodyOf(log, adminToolsSchema.auditLog.response[200]).items[0]).toMatchObject({
      action: "UPDATE_STORE",
      subject: "TIDAL",
    });
  });

  it("keeps a secret left out, removes one sent empty, replaces one sent with a value", async () => {
    const keep = await admin.put(`${LIST}/tidal`, { ...tidal, enabled: true });
    expect(keep.status).toBe(200);
    expect(storeOf(keep)).toMatchObject({
      enabled: true,
      hasPrivateKey: true,
      hasPassphrase: true,
    });

    const changed = await admin.put(`${LIST}/tidal`, {
      ...tidal,
      enabled: true,
      credentials: { passphrase: "", password: PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(storeOf(changed)).toMatchObject({
      hasPrivateKey: true,
      hasPassphrase: false,
      hasPassword: true,
    });
    const row = await rawRow("tidal");
    expect(
      JSON.parse(env.ctx.storeCredentials.open(row?.sealedCredentials ?? "", "tidal")),
    ).toEqual({ privateKey: PRIVATE_KEY, password: PASSWORD });
    const entries = await audits();
    expect(entries.at(-1)?.details.credentials).toEqual({ passphrase: "removed", password: "set" });
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
  });

  it("refuses to enable an SFTP store once its last key or password is removed", async () => {
    const res = await admin.put(`${LIST}/tidal`, {
      ...tidal,
      enabled: true,
      credentials: { privateKey: "", password: "" },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual({ credentials: StoreMessages.credentialsRequired });
    expect(storesOf(await admin.get(LIST))[5]).toMatchObject({
      enabled: true,
      hasPrivateKey: true,
      hasPassword: true,
    });
  });

  it("refuses to enable a store without a DPID or SFTP settings, and a malformed DPID", async () => {
    const before = (await audits()).length;
    const noDpid = await admin.put(`${LIST}/spotify`, {
      displayName: "Spotify",
      dpid: "",
      enabled: true,
      transport: "folder",
      folderPath: null,
      sftp: null,
    });
    expect(noDpid.status).toBe(400);
    expect(errorOf(noDpid).fields).toMatchObject({ dpid: StoreMessages.dpidRequired });

    const noSftp = await admin.put(`${LIST}/deezer`, { ...tidal, enabled: true, sftp: null });
    expect(noSftp.status).toBe(400);
    expect(errorOf(noSftp).fields).toMatchObject({ sftp: StoreMessages.sftpRequired });

    const badDpid = await admin.put(`${LIST}/deezer`, { ...tidal, dpid: "PADPIDA12" });
    expect(badDpid.status).toBe(400);
    expect(errorOf(badDpid).fields).toMatchObject({ dpid: CodeMessages.dpidFormat });

    expect(await audits()).toHaveLength(before);
    expect((await rawRow("spotify"))?.enabled).toBe(false);
  });

  it("names each field's limit in words, the SFTP port's range included", async () => {
    const before = (await audits()).length;
    const cases = [
      [{ ...tidal, sftp: { ...sftp, port: 70_000 } }, "sftp.port", "Enter a port from 1 to 65535."],
      [{ ...tidal, sftp: { ...sftp, port: 22.5 } }, "sftp.port", "Enter a port from 1 to 65535."],
      [{ ...tidal, sftp: { ...sftp, port: null } }, "sftp.port", "Enter a port from 1 to 65535."],
      [{ ...tidal, displayName: "T".repeat(101) }, "displayName", StoreMessages.displayNameTooLong],
      [{ ...tidal, dpid: `PADPIDA${"1".repeat(40)}` }, "dpid", CodeMessages.dpidFormat],
      [
        { ...tidal, credentials: { privateKey: "k".repeat(20_001) } },
        "credentials.privateKey",
        StoreMessages.privateKeyTooLong,
      ],
      [
        { ...tidal, credentials: { passphrase: "p".repeat(1001) } },
        "credentials.passphrase",
        "The passphrase is at most 1,000 characters.",
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await admin.put(`${LIST}/tidal`, body);
      expect(res.status, field).toBe(400);
      expect(errorOf(res).fields, field).toEqual({ [field]: message });
    }
    expect(await audits()).toHaveLength(before);
  });
});

describe("secrets that no longer open (AUTH_SECRET changed)", () => {
  it("list as not saved instead of failing the card, and can be entered again", async () => {
    const other = createSecretBox("another-app-secret-0123456789", "store-credentials");
    await env.ctx.database.db
      .update(stores)
      .set({ sealedCredentials: other.seal(JSON.stringify({ password: "x" }), "pandora") })
      .where(eq(stores.id, "pandora"));
    const list = await admin.get(LIST);
    expect(list.status).toBe(200);
    expect(storesOf(list)[6]).toMatchObject({ id: "pandora", hasPassword: false });
    const row = await findStore(env.ctx.database.db, "pandora");
    if (!row) throw new Error("no pandora store");
    await expect(
      openStoreTransport(env.ctx, { ...row, transport: "sftp", sftpSettings: sftp }),
    ).rejects.toThrow(/AUTH_SECRET/);

    const saved = await admin.put(`${LIST}/pandora`, {
      ...tidal,
      displayName: "Pandora",
      enabled: true,
      credentials: { password: PASSWORD },
    });
    expect(saved.status).toBe(200);
    expect(storeOf(saved)).toMatchObject({ enabled: true, hasPassword: true });
  });
});

describe("openStoreTransport", () => {
  it("delivers a folder store into DATA_DIR/deliveries/<id>", async () => {
    const saved = await admin.put(`${LIST}/deezer`, {
      displayName: "Deezer",
      dpid: "PADPIDA2014122301Q",
      enabled: true,
      transport: "folder",
      folderPath: "",
      sftp: null,
    });
    expect(saved.status).toBe(200);
    const row = await findStore(env.ctx.database.db, "deezer");
    if (!row) throw new Error("no deezer store");
    const transport = await openStoreTransport(env.ctx, row);
    try {
      await transport.makeDirectory("batch1");
      await transport.putFile("batch1/hello.txt", Readable.from([Buffer.from("hello")]));
    } finally {
      await transport.close();
    }
    const file = path.join(env.ctx.config.DATA_DIR, "deliveries", "deezer", "batch1", "hello.txt");
    expect(await readFile(file, "utf8")).toBe("hello");
  });
});
