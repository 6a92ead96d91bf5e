import { describe, expect, it } from "vitest";
import { NewsletterInputSchema } from "./account.ts";
import { AnnouncementInputSchema, BroadcastInputSchema } from "./adminTools.ts";
import { SignUpSchema } from "./auth.ts";
import { type SftpSettings, SftpSettingsSchema } from "./deliveryTransport.ts";
import { RejectTakedownInputSchema } from "./distribution.ts";
import { DistributionSettingsInputSchema } from "./distributionSettings.ts";
import { CreateGroupSchema, MessageContentSchema } from "./messaging.ts";
import { MarkPaidSchema, RejectPayoutSchema, SavePayoutDetailsSchema } from "./payouts/payouts.ts";
import { ProfileInfoFormSchema, ProfileUpdateSchema } from "./profile.ts";
import { ReleaseCorrectionSchema } from "./releaseCorrection.ts";
import { ArtistInputSchema, type ReleaseInput, ReleaseInputSchema } from "./releases.ts";
import { CreateCorrectionSchema } from "./royalties/corrections.ts";
import { ReverseReportBodySchema } from "./royalties/reversal.ts";
import { StoreLinkInputSchema } from "./smartLinks.ts";
import { type StoreInput, StoreInputSchema } from "./stores.ts";
import { isMultiLineText, isOneLineText, TextMessages } from "./text.ts";

/** What the fuzz run stored: a terminal colour, a bell, DEL, NEL and a right-to-left override. */
const CONTROLS = ["a\u001b[31mb", "ding\u0007", "x\u007fy", "next\u0085line", "\u202Eexe.mp3"];
const BIDI = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068"];
/** Names and titles as people type them: accents, emoji, right-to-left scripts and their marks. */
const FINE = [
  "Björk Guðmundsdóttir",
  "Beyoncé & JAY-Z",
  "🎧 Night Drive 🌙",
  "فيروز",
  "הפרויקט של רביבו",
  "Abc \u200Fمرحبا\u200E",
  "李小龙 · 東京",
  "Sigur Rós (Live)",
];

/** The message of the first issue `schema` finds in `value`, or null when it parses. */
function refusal(schema: { safeParse: (v: unknown) => SafeResult }, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? "");
}
type SafeResult = { success: boolean; error?: { issues: { message: string }[] } };

describe("isOneLineText and isMultiLineText", () => {
  it("refuse C0 and C1 control characters, DEL and the bidirectional controls", () => {
    for (const text of [...CONTROLS, ...BIDI, "\u2069", "a\u0000b", "a\u0008b", "a\u009fb"]) {
      expect(isOneLineText(text), JSON.stringify(text)).toBe(false);
      expect(isMultiLineText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("let a multi-line text keep tabs and line breaks, and a one-line field none", () => {
    for (const text of ["two\nlines", "tab\there", "windows\r\nline", "a\u2028b", "a\u2029b"]) {
      expect(isMultiLineText(text)).toBe(true);
      expect(isOneLineText(text)).toBe(false);
    }
    expect(isMultiLineText("vertical\u000btab")).toBe(false);
    expect(isMultiLineText("form\u000cfeed")).toBe(false);
  });

  it("accept invisible characters: a pasted name is still the name (artist names compare without them)", () => {
    // Joiners build emoji and spell Persian and Indic words: text, in either kind of field.
    for (const text of [
      "No\u200Bva",
      "Echo\u2060",
      "x\uFEFFy",
      "\u{1F469}\u200D\u{1F3A4} Live",
      "\u0645\u06CC\u200C\u062E\u0648\u0627\u0645",
    ]) {
      expect(isOneLineText(text), JSON.stringify(text)).toBe(true);
      expect(isMultiLineText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("accept what people type, right-to-left scripts and their marks included", () => {
    for (const text of FINE) {
      expect(isOneLineText(text), text).toBe(true);
      expect(isMultiLineText(text), text).toBe(true);
    }
  });
});

const store = (patch: Partial<StoreInput>): StoreInput => ({
  displayName: "Spotify",
  dpid: null,
  enabled: false,
  transport: "folder",
  folderPath: null,
  sftp: null,
  ...patch,
});
const sftp = (patch: Partial<SftpSettings>) => ({
  host: "sftp.example.com",
  username: "offbeat",
  remoteDirectory: "/in",
  ...patch,
});

const release = (patch: Partial<ReleaseInput> = {}): ReleaseInput => ({
  status: "draft",
  title: "Night Drive",
  artistName: "Nova",
  releaseType: "single",
  genre: "Pop",
  subgenre: "",
  releaseDate: "",
  description: "",
  platforms: [],
  artworkUploadId: null,
  tracks: [],
  ...patch,
});
const track = (patch: Partial<ReleaseInput["tracks"][number]> = {}) => ({
  title: "Intro",
  audioUploadId: null,
  explicit: false,
  lyrics: "",
  isrc: "",
  credits: [],
  splits: [],
  ...patch,
});

describe("one-line fields refuse control characters, naming the field", () => {
  it.each([
    ["Create Artist", ArtistInputSchema, (v: string) => ({ name: v }), "Artist name"],
    ["the profile's full name", ProfileUpdateSchema, (v: string) => ({ fullName: v }), "Full name"],
    [
      "the profile's artist name",
      ProfileInfoFormSchema,
      (v: string) => ({ fullName: "Nova", artistName: v, bio: "" }),
      "Artist name",
    ],
    [
      "sign-up",
      SignUpSchema,
      (v: string) => ({
        email: "a@b.co",
        password: "long enough",
        fullName: "Nova",
        artistName: v,
      }),
      "Artist name",
    ],
    [
      "a group title",
      CreateGroupSchema,
      (v: string) => ({ title: v, memberIds: [crypto.randomUUID()] }),
      "Group names",
    ],
    ["a broadcast title", BroadcastInputSchema, (v: string) => ({ title: v, body: "Hi" }), "Title"],
    [
      "an announcement title",
      AnnouncementInputSchema,
      (v: string) => ({ title: v, message: "Hi" }),
      "Title",
    ],
    [
      "a newsletter subject",
      NewsletterInputSchema,
      (v: string) => ({ subject: v, body: "Hi" }),
      "Subject",
    ],
    ["a release title", ReleaseInputSchema, (v: string) => release({ title: v }), "Release title"],
    [
      "a track title",
      ReleaseInputSchema,
      (v: string) => release({ tracks: [track({ title: v })] }),
      "Track titles",
    ],
    ["a corrected title", ReleaseCorrectionSchema, (v: string) => ({ title: v }), "Release title"],
    [
      "the label name",
      DistributionSettingsInputSchema,
      (v: string) => ({
        labelName: v,
        dpid: null,
        gs1CompanyPrefix: null,
        isrcPrefix: null,
        pLineOwner: "Label",
        cLineOwner: "Label",
      }),
      "Label name",
    ],
    [
      "a store's web address",
      StoreLinkInputSchema,
      (v: string) => ({ url: v }),
      "The store's web address",
    ],
    [
      "a store's name",
      StoreInputSchema,
      (v: string) => store({ displayName: v }),
      "The store's name",
    ],
    [
      "a store's folder",
      StoreInputSchema,
      (v: string) => store({ folderPath: `/srv/${v}` }),
      "The directory",
    ],
    ["an SFTP host", SftpSettingsSchema, (v: string) => sftp({ host: v }), "The SFTP host"],
    [
      "an SFTP user",
      SftpSettingsSchema,
      (v: string) => sftp({ username: v }),
      "The SFTP user name",
    ],
    [
      "an SFTP directory",
      SftpSettingsSchema,
      (v: string) => sftp({ remoteDirectory: `/in/${v}` }),
      "The remote directory",
    ],
    [
      "a bank account holder",
      SavePayoutDetailsSchema,
      (v: string) => ({
        method: "bank_transfer",
        iban: "SE4550000000058398257466",
        bic: "ESSESESS",
        accountHolder: v,
        password: "my password",
      }),
      "The account holder's name",
    ],
    [
      "a payment reference",
      MarkPaidSchema,
      (v: string) => ({ reference: v, paidOn: "2026-11-30" }),
      "The reference",
    ],
  ] as const)("%s", (_what, schema, body, field) => {
    const message = TextMessages.controlCharacters(field);
    for (const value of [...CONTROLS, "line\nbreak", "a\u2028b", "\u2066isolated\u2069"]) {
      expect(refusal(schema, body(value)), JSON.stringify(value)).toBe(message);
    }
    for (const value of FINE) expect(refusal(schema, body(value)), value).toBeNull();
  });

  it("words the message as the field's others are worded", () => {
    expect(refusal(ArtistInputSchema, { name: "a\u001b[31mb" })).toBe(
      "Artist name cannot contain control characters.",
    );
    // A blank name is still "required", not a control character (trimmed first).
    expect(refusal(ArtistInputSchema, { name: "  " })).toBe("Enter the artist name.");
    expect(refusal(ArtistInputSchema, { name: " Nova\t" })).toBeNull();
  });
});

describe("multi-line fields keep line breaks and tabs, and refuse other controls", () => {
  it.each([
    ["a bio", ProfileUpdateSchema, (v: string) => ({ bio: v }), "Bio"],
    [
      "a message",
      { safeParse: (v: unknown) => MessageContentSchema.safeParse(v) },
      (v: string) => v,
      "Messages",
    ],
    ["a broadcast", BroadcastInputSchema, (v: string) => ({ title: "Hi", body: v }), "Message"],
    [
      "a newsletter",
      NewsletterInputSchema,
      (v: string) => ({ subject: "Hi", body: v }),
      "Newsletter",
    ],
    [
      "a description",
      ReleaseInputSchema,
      (v: string) => release({ description: v }),
      "Description",
    ],
    [
      "lyrics",
      ReleaseInputSchema,
      (v: string) => release({ tracks: [track({ lyrics: v })] }),
      "Lyrics",
    ],
    ["a takedown rejection", RejectTakedownInputSchema, (v: string) => ({ reason: v }), "Reason"],
    ["a payout rejection", RejectPayoutSchema, (v: string) => ({ reason: v }), "The reason"],
    ["a report reversal", ReverseReportBodySchema, (v: string) => ({ reason: v }), "The reason"],
    [
      "a ledger correction",
      CreateCorrectionSchema,
      (v: string) => ({
        from: { kind: "label" },
        to: { kind: "artist", email: "nova@example.com" },
        amount: "10.00",
        reason: v,
        idempotencyKey: crypto.randomUUID(),
      }),
      "The reason",
    ],
  ] as const)("%s", (_what, schema, body, field) => {
    const message = TextMessages.controlCharacters(field);
    for (const value of CONTROLS) {
      expect(refusal(schema, body(value)), JSON.stringify(value)).toBe(message);
    }
    for (const value of [...FINE, "Verse one\n\tand two\r\nthree"]) {
      expect(refusal(schema, body(value)), value).toBeNull();
    }
  });
});
