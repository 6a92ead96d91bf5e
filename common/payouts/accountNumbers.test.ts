import { describe, expect, it } from "vitest";
import {
  checkBic,
  checkIban,
  checkSwishPhone,
  formatIban,
  formatSwishPhone,
  maskEmail,
  maskIban,
  maskSwishPhone,
} from "./accountNumbers.ts";
import { PayoutMessages } from "./messages.ts";
import { SavePayoutDetailsSchema } from "./payouts.ts";

describe("IBAN (ISO 13616 mod-97)", () => {
  it("accepts valid IBANs with spaces and lower case, normalised", () => {
    expect(checkIban("se45 5000 0000 0583 9825 7466")).toEqual({
      ok: true,
      value: "SE4550000000058398257466",
    });
    expect(checkIban("DE89 3704 0044 0532 0130 00")).toMatchObject({ ok: true });
    expect(checkIban("GB82 WEST 1234 5698 7654 32")).toMatchObject({ ok: true });
    expect(checkIban("NO93 8601 1117 947")).toMatchObject({ ok: true });
    // A country without a listed length: the check digits still decide.
    expect(checkIban("BR15 0000 0000 0000 1093 2840 814 P2")).toMatchObject({ ok: true });
  });

  it("refuses a typo (check digits), a wrong length and what is no IBAN at all", () => {
    expect(checkIban("SE45 5000 0000 0583 9825 7467")).toEqual({
      ok: false,
      message: PayoutMessages.ibanChecksum,
    });
    expect(checkIban("SE45 5000 0000 0583 9825 746")).toEqual({
      ok: false,
      message: PayoutMessages.ibanLength("SE", 24),
    });
    for (const text of ["", "1234567890", "SE4X 5000 0000 0583 9825 7466", "SE45 5000!"])
      expect(checkIban(text)).toEqual({ ok: false, message: PayoutMessages.ibanFormat });
  });
});

describe("BIC", () => {
  it("takes 8 or 11 characters, upper-cased", () => {
    expect(checkBic("essesess")).toEqual({ ok: true, value: "ESSESESS" });
    expect(checkBic("DEUT DE FF 500")).toEqual({ ok: true, value: "DEUTDEFF500" });
  });
  it("refuses other lengths and digits in the bank or country code", () => {
    for (const text of ["ESSESES", "ESSESESSX", "ESSESESS5000", "1SSESESS", "ESSE1ESS"])
      expect(checkBic(text)).toEqual({ ok: false, message: PayoutMessages.bic });
  });
});

describe("Swish (Swedish mobile number)", () => {
  it("normalises 07x and +467x numbers to +467…", () => {
    for (const text of [
      "070-123 45 67",
      "0701234567",
      "+46 70 123 45 67",
      "0046701234567",
      "+46 (0)70 123 45 67",
    ])
      expect(checkSwishPhone(text)).toEqual({ ok: true, value: "+46701234567" });
    expect(checkSwishPhone("079 999 99 99")).toEqual({ ok: true, value: "+46799999999" });
  });
  it("refuses landlines, foreign numbers, the M2M range and wrong lengths", () => {
    for (const text of [
      "08 123 456 78",
      "+47 912 34 567",
      "071 123 45 67",
      "070 123 45 6",
      "+46 00 70 123 45 67",
      "",
    ])
      expect(checkSwishPhone(text)).toEqual({ ok: false, message: PayoutMessages.swishPhone });
  });
});

describe("masks", () => {
  it("shows only what identifies the details to their owner", () => {
    expect(maskIban("SE4550000000058398257466")).toBe("SE45 •••• •••• 7466");
    expect(maskEmail("artist@example.com")).toBe("a•••@example.com");
    expect(maskSwishPhone("+46701234534")).toBe("+46 7• ••• •• 34");
  });
});

describe("print formats, for the staff member paying", () => {
  it("groups an IBAN in fours and a Swish number as Swedes write it; checked values read back", () => {
    expect(formatIban("SE4550000000058398257466")).toBe("SE45 5000 0000 0583 9825 7466");
    expect(formatIban("NO9386011117947")).toBe("NO93 8601 1117 947");
    expect(formatSwishPhone("+46701234567")).toBe("+46 70 123 45 67");
    for (const iban of ["SE4550000000058398257466", "NO9386011117947"]) {
      expect(checkIban(formatIban(iban))).toEqual({ ok: true, value: iban });
    }
    expect(checkSwishPhone(formatSwishPhone("+46701234567"))).toEqual({
      ok: true,
      value: "+46701234567",
    });
  });
});

describe("the details form's schema", () => {
  it("names the wrong field with its message", () => {
    const result = SavePayoutDetailsSchema.safeParse({
      method: "bank_transfer",
      iban: "SE45 5000 0000 0583 9825 7467",
      bic: "ESSESESS",
      accountHolder: " ",
      password: "x",
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["iban", PayoutMessages.ibanChecksum],
      ["accountHolder", PayoutMessages.accountHolder],
    ]);
  });
});
