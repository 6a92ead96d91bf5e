/**
 * A person's name for the browser a session signed in from ("Firefox on macOS"), read from its
 * user agent, for Settings → Security's list of signed-in devices. Only the common browsers and
 * systems are named; the rest is "Unknown browser" (the list is for recognising one's devices,
 * not for analytics). Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome
 * also says "Safari", iPadOS and Android also say "Mac OS X" and "Linux".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (list: [RegExp, string][], userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function deviceName(userAgent: string | null, unknown: string): string {
  if (!userAgent) return unknown;
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (system) return `${browser ?? unknown} on ${system}`;
  return browser ?? unknown;
}
