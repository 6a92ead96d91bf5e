import { describe, expect, it } from "vitest";
import { genreText, percentText, platformLabel } from "./releaseText.ts";

describe("release texts", () => {
  it("shows the genre with its subgenre", () => {
    expect(genreText("Electronic", "House")).toBe("Electronic / House");
    expect(genreText("Pop", null)).toBe("Pop");
    expect(genreText("Pop", "")).toBe("Pop");
    expect(genreText(null, null)).toBe("Not set");
  });

  it("names platforms as the builder does and keeps unknown ids", () => {
    expect(platformLabel("apple_music")).toBe("Apple Music");
    expect(platformLabel("instagram")).toBe("Instagram/Facebook");
    expect(platformLabel("myspace")).toBe("myspace");
  });

  it("writes percentages with at most one decimal", () => {
    expect(percentText(50)).toBe("50%");
    expect(percentText(33.3)).toBe("33.3%");
    expect(percentText(33.333)).toBe("33.3%");
  });
});
