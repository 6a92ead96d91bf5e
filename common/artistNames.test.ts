import { describe, expect, it } from "vitest";
import { normaliseArtistName, sameArtistName } from "./artistNames.ts";

describe("artist names compared as listeners read them", () => {
  it("removes invisible characters, folds look-alike letters and white space", () => {
    expect(normaliseArtistName("Nova\u200b Lines\ufeff")).toBe("Nova Lines");
    expect(normaliseArtistName("\u2060Ｎｏｖａ\u3000Ｌｉｎｅｓ ")).toBe("Nova Lines");
    expect(normaliseArtistName("  Nova \u00a0\t Lines  ")).toBe("Nova Lines");
    expect(normaliseArtistName("\u200b\u200d\u2800")).toBe("");
  });

  it("ignores case", () => {
    expect(sameArtistName("NOVA LINES\u200b", "nova lines")).toBe(true);
    expect(sameArtistName("Nova Lines", "Nova Line")).toBe(false);
  });
});
