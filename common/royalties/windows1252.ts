/**
 * windows-1252's bytes 0x80-0x9F (the WHATWG Encoding Standard's index), where it differs from
 * ISO 8859-1: the euro sign, curly quotes, dashes, Œ, Š, Ž, ™ that Windows exports mean by
 * "Latin-1". The five bytes it leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay themselves.
 */
const C1_AS_WINDOWS_1252 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

const C1 = /[\u0080-\u009f]/g;

/**
 * Bytes decoded as windows-1252, the same on every runtime. Browsers' TextDecoder does it
 * right; Node's, since 20.18.3 and 22.13, decodes a whole buffer (not a stream) byte for byte,
 * 0x92 as a control code where "Don’t" has its apostrophe (nodejs/node#60888, open). The
 * server's streaming reader is not affected (server/royalties/reports/decodeReportText.ts).
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const text = new TextDecoder("windows-1252").decode(bytes);
  return text.replace(C1, (char) => C1_AS_WINDOWS_1252[char.charCodeAt(0) - 0x80] ?? char);
}
