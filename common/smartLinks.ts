import { z } from "zod";
import { PLATFORM_LABELS, PLATFORMS, type PlatformId } from "./platforms.ts";
import { StoreIdSchema } from "./stores.ts";
import { oneLineText } from "./text.ts";

/**
 * Smart links (issue 17, decision 19): Offbeat's own public page per distributed release
 * (/r/<slug>) and per artist (/a/<slug>), store buttons that count a click before redirecting,
 * a pre-release "Notify me" list, and first-party statistics. docs/smart-links.md has the design.
 */

/** A 30-second preview (document 2 §3 preview_start_time, in seconds). */
export const PREVIEW_SECONDS = 30;

/** Days the statistics can cover at once (a year and a day, so a full year's range fits). */
export const STATS_MAX_DAYS = 366;

/**
 * Days a "Notify me" signup may wait for its confirmation before the address is deleted
 * (server/smartLinks/fanErasure.ts; the confirmation mail says so).
 */
export const FAN_CONFIRM_DAYS = 30;

/**
 * The web addresses each store's release pages live under, for links the artist or staff enter
 * ("checked to be that store's web address"). A host matches exactly or as a subdomain of an
 * entry starting with ".".
 */
const STORE_WEB_HOSTS: Record<PlatformId, readonly string[]> = {
  spotify: ["open.spotify.com"],
  apple_music: ["music.apple.com", "itunes.apple.com"],
  youtube_music: ["music.youtube.com"],
  amazon_music: [
    "music.amazon.com",
    "music.amazon.co.uk",
    "music.amazon.de",
    "music.amazon.fr",
    "music.amazon.it",
    "music.amazon.es",
    "music.amazon.ca",
    "music.amazon.co.jp",
    "music.amazon.com.au",
    "music.amazon.com.br",
    "music.amazon.in",
  ],
  deezer: ["www.deezer.com", "deezer.com", "link.deezer.com"],
  tidal: ["tidal.com", "listen.tidal.com"],
  pandora: ["www.pandora.com", "pandora.com"],
  soundcloud: ["soundcloud.com", "on.soundcloud.com"],
  bandcamp: [".bandcamp.com"],
  instagram: ["www.instagram.com", "instagram.com", "www.facebook.com", "facebook.com"],
  tiktok: ["www.tiktok.com", "tiktok.com"],
  napster: ["play.napster.com", "web.napster.com", "napster.com", "www.napster.com"],
};

/** An example address per store, shown as the field's placeholder and in the error. */
export const STORE_URL_EXAMPLES: Record<PlatformId, string> = {
  spotify: "https://open.spotify.com/album/…",
  apple_music: "https://music.apple.com/album/…",
  youtube_music: "https://music.youtube.com/playlist?list=…",
  amazon_music: "https://music.amazon.com/albums/…",
  deezer: "https://www.deezer.com/album/…",
  tidal: "https://tidal.com/browse/album/…",
  pandora: "https://www.pandora.com/artist/…",
  soundcloud: "https://soundcloud.com/…",
  bandcamp: "https://artist.bandcamp.com/album/…",
  instagram: "https://www.instagram.com/…",
  tiktok: "https://www.tiktok.com/music/…",
  napster: "https://play.napster.com/album/…",
};

export const SmartLinkMessages = {
  notAStoreUrl: (storeId: PlatformId) =>
    `That is not a ${PLATFORM_LABELS[storeId]} web address (${STORE_URL_EXAMPLES[storeId]}).`,
  noSmartLink: "This release has no smart link yet: it gets one when it is distributed.",
  storeLinkSaved: "Store link saved.",
  storeLinkRemoved: "Store link removed.",
  settingsSaved: "Smart link saved.",
  linkCopied: "Link copied.",
  pageOff: "Your smart link is turned off: its page answers “not found” until you turn it on.",
  profilePrivate:
    "Your profile is private, so your public pages are hidden. Change it in Settings > Privacy.",
  releaseTakenDown:
    "This release is taken down, so its page answers “not found”. Its statistics stay here.",
  signupSent: "Almost done: check your inbox and confirm your email address.",
  signupConfirmed: "You’re on the list. We’ll email you on release day.",
  signupUnknown: "This confirmation link is not valid. Sign up again on the release page.",
  unsubscribed:
    "You’re unsubscribed and won’t get more emails about this release. Your address has been deleted from its list.",
  unsubscribeUnknown: "This unsubscribe link is not valid.",
  statsRange: "Choose a range of at most 366 days, with the start before the end.",
  linkNotFound: "This link does not exist or has been turned off.",
  notAReleaseStore: "This release was not sent to that store.",
  notifyClosed: "This release is out: listen to it on your favourite store.",
} as const;

const hostMatches = (host: string, allowed: readonly string[]) =>
  allowed.some((entry) =>
    entry.startsWith(".") ? host.endsWith(entry) && host.length > entry.length : host === entry,
  );

/** Whether `url` is an https address on the store's website (STORE_WEB_HOSTS). */
export function isStoreUrl(storeId: PlatformId, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password || parsed.port) {
    return false;
  }
  return hostMatches(parsed.hostname.toLowerCase(), STORE_WEB_HOSTS[storeId]);
}

/**
 * A slug from free text: lower case ASCII letters and digits joined by single hyphens, accents
 * folded ("Björk" -> "bjork"), at most `max` characters, never empty ("release" stands in).
 */
/** Letters NFKD does not fold to ASCII, spelled as their languages write them in ASCII. */
const LETTERS: Record<string, string> = {
  ð: "d",
  đ: "d",
  þ: "th",
  æ: "ae",
  ø: "o",
  œ: "oe",
  ß: "ss",
  ł: "l",
  ı: "i",
};

export function slugify(text: string, max = 60): string {
  const slug = text
    .toLowerCase()
    .replace(/[ðđþæøœßłı]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
  return slug || "release";
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SlugSchema = z.string().max(80).regex(SLUG_PATTERN, "Not a page address.");

const StoreLinkSourceSchema = z.enum(["store", "artist", "staff"]);

/** One store on a release's smart link, as the artist's panel lists it. */
const SmartLinkStoreSchema = z.object({
  storeId: StoreIdSchema,
  label: z.string(),
  /**
   * The store sells the release (isOnSale in common/distribution.ts: live, or redelivered since):
   * its button shows when it also has a link and is not hidden.
   */
  live: z.boolean(),
  /** The store has taken the release down (a takedown it carried out). */
  takenDown: z.boolean(),
  url: z.string().nullable(),
  source: StoreLinkSourceSchema.nullable(),
  hidden: z.boolean(),
  /** Shown on the public page now: live, with a link, not hidden. */
  shown: z.boolean(),
});
export type SmartLinkStore = z.infer<typeof SmartLinkStoreSchema>;

export const SmartLinkViewSchema = z.object({
  releaseId: z.string(),
  slug: z.string(),
  /** Absolute address of the page (APP_URL + /r/<slug>). */
  url: z.string(),
  enabled: z.boolean(),
  /** The artist's account is private: the page answers 404 whatever `enabled` says. */
  profilePrivate: z.boolean(),
  /** The release is taken down: the page answers 404 whatever `enabled` says. */
  takenDown: z.boolean(),
  /** The release date is still ahead: the page is a pre-release page with "Notify me". */
  preRelease: z.boolean(),
  releaseDate: z.string().nullable(),
  /** Every store the release was sent to, in the page's order. */
  stores: z.array(SmartLinkStoreSchema),
  fans: z.object({
    confirmed: z.number().int(),
    /** Signed up, not yet confirmed. */
    pending: z.number().int(),
    notified: z.number().int(),
    /** Only fans who ticked consent to share their address with the artist. */
    shared: z.array(z.object({ email: z.string(), confirmedAt: z.string() })),
  }),
});
export type SmartLinkView = z.infer<typeof SmartLinkViewSchema>;

export const SmartLinkSettingsSchema = z
  .object({
    enabled: z.boolean().optional(),
    /** Store ids in the order the buttons show (stores left out follow in platform order). */
    storeOrder: z.array(StoreIdSchema).max(PLATFORMS.length).optional(),
    hiddenStores: z.array(StoreIdSchema).max(PLATFORMS.length).optional(),
  })
  .refine((s) => s.enabled !== undefined || s.storeOrder || s.hiddenStores, {
    message: "Nothing to change.",
  });
export type SmartLinkSettings = z.infer<typeof SmartLinkSettingsSchema>;

export const StoreLinkInputSchema = z.object({
  url: oneLineText("The store's web address", 500).min(1, "Enter the store's web address."),
});

export const FanSignupInputSchema = z.object({
  email: z.email("Enter a valid email address.").max(254),
  shareWithArtist: z.boolean().default(false),
});

const isoDay = z.iso.date("Use a date as YYYY-MM-DD.");

export const StatsQuerySchema = z.object({ from: isoDay, to: isoDay });

export const SmartLinkStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    visits: z.number().int(),
    uniqueVisitors: z.number().int(),
    clicks: z.number().int(),
    /** clicks / visits, 0 when there were no visits (a ratio, 0.25 = 25 %). */
    clickThroughRate: z.number(),
  }),
  /** Every day of the range, oldest first, zero-filled. */
  days: z.array(
    z.object({
      day: z.string(),
      visits: z.number().int(),
      uniqueVisitors: z.number().int(),
      clicks: z.number().int(),
    }),
  ),
  stores: z.array(
    z.object({ storeId: StoreIdSchema, label: z.string(), clicks: z.number().int() }),
  ),
  /** Referring sites by visits, most first (at most 10; "" is direct). */
  referrers: z.array(z.object({ domain: z.string(), visits: z.number().int() })),
  devices: z.array(
    z.object({ device: z.enum(["mobile", "tablet", "desktop"]), visits: z.number().int() }),
  ),
});
export type SmartLinkStats = z.infer<typeof SmartLinkStatsSchema>;
