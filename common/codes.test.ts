import { describe, expect, it } from "vitest";
import {
  CodeMessages,
  formatIsrc,
  formatIsrcPrefix,
  gs1CheckDigit,
  isrcYear,
  isValidDpid,
  isValidGs1Prefix,
  isValidIsrc,
  isValidIsrcPrefix,
  isValidUpc,
  makeIsrc,
  makeUpc,
  normaliseDpid,
  normaliseUpc,
  upcError,
  upcKey,
  upcPlan,
} from "./codes.ts";

describe("GS1 check digit (UPC-A, EAN-13)", () => {
  it("accepts codes printed on real products", () => {
    // UPC-A 036000291452 and EAN-13 4006381333931: the standard's worked examples.
    for (const code of ["036000291452", "4006381333931", "0036000291452", "5901234123457"])
      expect(upcError(code), code).toBeUndefined();
    expect(gs1CheckDigit("03600029145")).toBe(2);
    expect(gs1CheckDigit("400638133393")).toBe(1);
  });

  it("says the check digit is wrong when one digit is off", () => {
    expect(upcError("036000291453")).toBe(CodeMessages.upcCheckDigit);
    expect(upcError("4006381333932")).toBe(CodeMessages.upcCheckDigit);
    // Two neighbours swapped: the weights 3/1 catch it.
    expect(upcError("306000291452")).toBe(CodeMessages.upcCheckDigit);
    expect(CodeMessages.upcCheckDigit).toContain("UPC check digit is wrong");
  });

  it("asks for 12 or 13 digits, and takes the groups people type", () => {
    expect(upcError("03600029145")).toBe(CodeMessages.upcFormat);
    expect(upcError("40063813339310")).toBe(CodeMessages.upcFormat);
    expect(upcError("03600O291452")).toBe(CodeMessages.upcFormat);
    expect(upcError("")).toBeUndefined();
    expect(isValidUpc("")).toBe(false);
    expect(normaliseUpc(" 0 36000 29145-2 ")).toBe("036000291452");
    expect(isValidUpc("0 36000 29145 2")).toBe(true);
  });

  it("compares a UPC-A and its EAN-13 form as one code", () => {
    expect(upcKey("036000291452")).toBe(upcKey("0036000291452"));
    expect(upcKey("4006381333931")).toBe("4006381333931");
  });
});

describe("UPCs made from the label's GS1 company prefix", () => {
  it("makes UPC-A codes from a prefix with GS1's leading 0, the sequence filling 12 - length", () => {
    expect(upcPlan("0036000")).toEqual({
      prefix: "0036000",
      width: 5,
      capacity: 99_999,
      format: "UPC-A",
    });
    expect(makeUpc("0036000", 29145)).toBe("036000291452");
  });

  it("makes EAN-13 codes from every other prefix", () => {
    expect(upcPlan("4006381").format).toBe("EAN-13");
    expect(makeUpc("4006381", 33393)).toBe("4006381333931");
    expect(makeUpc("73512345", 1)).toBe("7351234500013");
    expect(upcPlan("73512345").width).toBe(4);
  });

  it("every code it makes passes the check, and none fits outside the prefix's range", () => {
    for (const n of [1, 7, 42, 999, 99_999]) expect(isValidUpc(makeUpc("0200000", n))).toBe(true);
    expect(() => makeUpc("0200000", 100_000)).toThrow(RangeError);
    expect(isValidGs1Prefix("12345")).toBe(false);
    expect(isValidGs1Prefix("123456789012")).toBe(false);
    expect(isValidGs1Prefix("7351234")).toBe(true);
  });
});

describe("ISRC", () => {
  it("is prefix, two-digit year and a five-digit designation", () => {
    expect(makeIsrc("SE-ABC", "26", 7)).toBe("SEABC2600007");
    expect(formatIsrc(makeIsrc("seabc", "26", 12_345))).toBe("SE-ABC-26-12345");
    expect(isrcYear(new Date("2026-12-31T23:59:59Z"))).toBe("26");
    expect(isrcYear(new Date("2100-01-01T00:00:00Z"))).toBe("00");
    expect(() => makeIsrc("SE-ABC", "26", 100_000)).toThrow(RangeError);
    expect(() => makeIsrc("SE-ABC", "26", 0)).toThrow(RangeError);
  });

  it("checks the shape people write, CC-XXX-YY-NNNNN", () => {
    expect(isValidIsrc("SE-ABC-26-00001")).toBe(true);
    expect(isValidIsrc("SE-ABC-26-0001")).toBe(false);
    expect(CodeMessages.isrcFormat).toBe("ISRC must look like CC-XXX-YY-NNNNN.");
  });

  it("takes the label's prefix with or without its hyphen", () => {
    expect(isValidIsrcPrefix("SE-ABC")).toBe(true);
    expect(isValidIsrcPrefix("seabc")).toBe(true);
    expect(isValidIsrcPrefix("S1-ABC")).toBe(false);
    expect(isValidIsrcPrefix("SE-AB")).toBe(false);
    expect(formatIsrcPrefix("SEABC")).toBe("SE-ABC");
  });
});

describe("DDEX party id", () => {
  it("is PADPIDA and 11 letters or digits, hyphens only for reading", () => {
    expect(isValidDpid("PADPIDA2014122301Q")).toBe(true);
    expect(isValidDpid("PA-DPIDA-2014122301-Q")).toBe(true);
    expect(normaliseDpid("pa-dpida-2014122301-q")).toBe("PADPIDA2014122301Q");
    expect(isValidDpid("PADPIDA2014122301")).toBe(false);
    expect(isValidDpid("XADPIDA2014122301Q")).toBe(false);
  });
});
