import { describe, expect, it } from "vitest";
import {
  ANDROID_TABLET_UA,
  DESKTOP_UA,
  GOOGLEBOT_UA,
  IPHONE_UA,
} from "../routes/smartLinkStats/statsTestKit.ts";
import {
  cleanDomain,
  deviceClassOf,
  isBot,
  ownSiteOf,
  referrerDomain,
  visitorHash,
} from "./visitor.ts";

const own = ownSiteOf("https://www.offbeat.example");

describe("bots", () => {
  it.each([
    GOOGLEBOT_UA,
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Twitterbot/1.0",
    "WhatsApp/2.23.20.0",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "curl/8.5.0",
    "Wget/1.21",
    "python-requests/2.31.0",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0 Safari/537.36",
    "",
    "   ",
  ])("%j is a bot", (ua) => expect(isBot(ua)).toBe(true));

  it.each([DESKTOP_UA, IPHONE_UA, ANDROID_TABLET_UA])("a browser is not: %s", (ua) =>
    expect(isBot(ua)).toBe(false),
  );
});

describe("device class", () => {
  it.each([
    [IPHONE_UA, "mobile"],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36",
      "mobile",
    ],
    [ANDROID_TABLET_UA, "tablet"],
    ["Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "tablet"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0 Tablet PC 2.0",
      "tablet",
    ],
    [DESKTOP_UA, "desktop"],
  ])("%s -> %s", (ua, device) => expect(deviceClassOf(ua)).toBe(device));
});

describe("referrer domain", () => {
  it("is the lower-case host without www.", () => {
    expect(referrerDomain("https://WWW.Instagram.com/p/abc?x=1", own)).toBe("instagram.com");
    expect(referrerDomain("http://l.facebook.com/", own)).toBe("l.facebook.com");
  });

  it("is '' when absent, not http(s), not a URL, or our own site", () => {
    expect(referrerDomain(undefined, own)).toBe("");
    expect(referrerDomain("", own)).toBe("");
    expect(referrerDomain("android-app://com.google.android.gm/", own)).toBe("");
    expect(referrerDomain("nonsense", own)).toBe("");
    expect(referrerDomain("https://offbeat.example/r/song", own)).toBe("");
    expect(referrerDomain("https://www.offbeat.example/", own)).toBe("");
  });

  it("accepts only a hostname as ?ref=", () => {
    expect(cleanDomain("TikTok.com", own)).toBe("tiktok.com");
    expect(cleanDomain("www.youtube.com", own)).toBe("youtube.com");
    expect(cleanDomain("evil.com/path", own)).toBe("");
    expect(cleanDomain("a b.com", own)).toBe("");
    expect(cleanDomain("-bad-.com", own)).toBe("");
    expect(cleanDomain(`${"a".repeat(64)}.com`, own)).toBe("");
    expect(cleanDomain("offbeat.example", own)).toBe("");
    expect(cleanDomain(undefined, own)).toBe("");
  });
});

describe("visitor hash", () => {
  it("is 32 hex characters, stable for the same inputs, different when one of them changes", () => {
    const hash = visitorHash("salt", "203.0.113.1", DESKTOP_UA, "release-1");
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash("salt", "203.0.113.1", DESKTOP_UA, "release-1")).toBe(hash);
    for (const other of [
      visitorHash("salt2", "203.0.113.1", DESKTOP_UA, "release-1"),
      visitorHash("salt", "203.0.113.2", DESKTOP_UA, "release-1"),
      visitorHash("salt", "203.0.113.1", IPHONE_UA, "release-1"),
      visitorHash("salt", "203.0.113.1", DESKTOP_UA, "release-2"),
    ]) {
      expect(other).not.toBe(hash);
    }
  });
});
