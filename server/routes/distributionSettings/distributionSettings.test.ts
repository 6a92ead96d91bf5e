import { CodeMessages } from "@common/codes.ts";
import { DistributionSettingsMessages } from "@common/distributionSettings.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { auditLog } from "../../db/schema/index.ts";
import { defaultDistributionSettings } from "../../distribution/settings.ts";
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
  env = await createTestEnv({
    LABEL_NAME: "Nordic Beats",
    LABEL_DPID: "PA-DPIDA-2014122301-Q",
    LABEL_GS1_PREFIX: "0036000",
    LABEL_ISRC_PREFIX: "se-abc",
    LABEL_C_LINE: "Nordic Beats Artwork AB",
  });
  [artist, staff, admin] = [
    await member(env, "artist"),
    await member(env, "staff"),
    await member(env, "admin"),
  ];
});
afterAll(async () => {
  await env?.close();
});

const URL = "/api/admin/distribution-settings";
/** The settings a read or a save answered with (both share one response shape). */
const settingsOf = (res: Reply) => bodyOf(res, schema.getSettings.response[200]).settings;
const valid = {
  labelName: "Offbeat Records",
  dpid: "PADPIDA2007050901U",
  gs1CompanyPrefix: "7351234",
  isrcPrefix: "SE-XYZ",
  pLineOwner: "Offbeat Records AB",
  cLineOwner: "Offbeat Records AB",
};
const audits = () =>
  env.ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, "UPDATE_DISTRIBUTION_SETTINGS"));

describe("Admin Tools > Distribution", () => {
  it("shows the environment's settings until an admin saves, normalised", async () => {
    const res = await admin.get(URL);
    expect(res.status).toBe(200);
    expect(settingsOf(res)).toEqual({
      labelName: "Nordic Beats",
      dpid: "PADPIDA2014122301Q",
      gs1CompanyPrefix: "0036000",
      isrcPrefix: "SEABC",
      pLineOwner: "Nordic Beats",
      cLineOwner: "Nordic Beats Artwork AB",
      upcFormat: "UPC-A",
      upcSequenceDigits: 5,
      updatedAt: null,
    });
  });

  it("is for admins only: staff and artists get 403 and change nothing", async () => {
    for (const who of [artist, staff]) {
      expect((await who.get(URL)).status).toBe(403);
      expect((await who.put(URL, valid)).status).toBe(403);
    }
    expect(await audits()).toEqual([]);
    expect(settingsOf(await admin.get(URL)).updatedAt).toBeNull();
  });

  it("refuses malformed codes with the field's message and saves nothing", async () => {
    const res = await admin.put(URL, {
      ...valid,
      dpid: "PADPIDA123",
      gs1CompanyPrefix: "12-34",
      isrcPrefix: "S1ABC",
      labelName: "  ",
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      dpid: CodeMessages.dpidFormat,
      gs1CompanyPrefix: CodeMessages.gs1PrefixFormat,
      isrcPrefix: CodeMessages.isrcPrefixFormat,
      labelName: DistributionSettingsMessages.labelNameRequired,
    });
    expect(await audits()).toEqual([]);
  });

  it("saves the admin's settings, audited with what changed, and they count from then on", async () => {
    const res = await admin.put(URL, { ...valid, dpid: "pa-dpida-2007050901-u" });
    expect(res.status).toBe(200);
    expect(settingsOf(res)).toMatchObject({
      ...valid,
      dpid: "PADPIDA2007050901U",
      isrcPrefix: "SEXYZ",
      upcFormat: "EAN-13",
      upcSequenceDigits: 5,
    });
    expect(settingsOf(res).updatedAt).not.toBeNull();
    expect(settingsOf(await admin.get(URL))).toEqual(settingsOf(res));

    const [entry] = await audits();
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: "distribution_settings",
      details: {
        from: { labelName: "Nordic Beats", gs1CompanyPrefix: "0036000", isrcPrefix: "SEABC" },
        to: { labelName: "Offbeat Records", gs1CompanyPrefix: "7351234", isrcPrefix: "SEXYZ" },
      },
    });
    expect(entry?.details.changed).toContain("dpid");
    // The Audit Log card names what the entry is about.
    const log = await admin.get("/api/admin/audit-log");
    expect(bodyOf(log, adminToolsSchema.auditLog.response[200]).items[0]).toMatchObject({
      action: "UPDATE_DISTRIBUTION_SETTINGS",
      subject: "Distribution settings",
    });
  });

  it("lets an admin clear a code (not set), shown as null", async () => {
    const res = await admin.put(URL, { ...valid, dpid: "", gs1CompanyPrefix: null });
    expect(res.status).toBe(200);
    expect(settingsOf(res)).toMatchObject({
      dpid: null,
      gs1CompanyPrefix: null,
      upcFormat: null,
      upcSequenceDigits: null,
    });
    expect(await audits()).toHaveLength(2);
  });
});

describe("defaults from the environment", () => {
  it("uses placeholders outside production and nothing in production", () => {
    const dev = defaultDistributionSettings(loadConfig({ NODE_ENV: "development" }));
    expect(dev).toMatchObject({ gs1CompanyPrefix: "0200000", isrcPrefix: "ZZOFB" });
    const prod = defaultDistributionSettings(
      loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), LABEL_NAME: "Label" }),
    );
    expect(prod).toEqual({
      labelName: "Label",
      dpid: null,
      gs1CompanyPrefix: null,
      isrcPrefix: null,
      pLineOwner: "Label",
      cLineOwner: "Label",
    });
  });

  it("refuses a malformed LABEL_ variable at start, naming it", () => {
    expect(() => loadConfig({ LABEL_GS1_PREFIX: "12ab" })).toThrow(/LABEL_GS1_PREFIX/);
    expect(() => loadConfig({ LABEL_DPID: "DPID1" })).toThrow(/LABEL_DPID/);
  });
});
