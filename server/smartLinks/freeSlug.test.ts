import { describe, expect, it } from "vitest";
import { freeSlug } from "./ensureSmartLink.ts";

/** A look-up over a fixed set of taken slugs that records each batch of candidates asked for. */
function takenFrom(taken: Set<string>) {
  const asked: string[][] = [];
  const lookUp = async (slugs: string[]) => {
    asked.push(slugs);
    return new Set(slugs.filter((slug) => taken.has(slug)));
  };
  return { asked, lookUp };
}

const takenUpTo = (base: string, last: number) =>
  new Set([base, ...Array.from({ length: last - 1 }, (_, i) => `${base}-${i + 2}`)]);

describe("a free smart link slug", () => {
  it("is the base itself when free, found with one look-up of 100 candidates", async () => {
    const { asked, lookUp } = takenFrom(new Set());
    expect(await freeSlug("nova-lind-echoes", lookUp)).toBe("nova-lind-echoes");
    expect(asked).toHaveLength(1);
    expect(asked[0]?.slice(0, 3)).toEqual([
      "nova-lind-echoes",
      "nova-lind-echoes-2",
      "nova-lind-echoes-3",
    ]);
    expect(asked[0]).toHaveLength(100);
  });

  it("goes on to the next 100 candidates when the first 100 are taken", async () => {
    const { asked, lookUp } = takenFrom(takenUpTo("intro", 150));
    expect(await freeSlug("intro", lookUp)).toBe("intro-151");
    expect(asked.map((batch) => [batch[0], batch.at(-1)])).toEqual([
      ["intro", "intro-100"],
      ["intro-101", "intro-200"],
    ]);
  });

  it("skips slugs lost to a race, and gives up after 1,000", async () => {
    expect(
      await freeSlug("intro", takenFrom(takenUpTo("intro", 3)).lookUp, new Set(["intro-4"])),
    ).toBe("intro-5");
    const { asked, lookUp } = takenFrom(takenUpTo("intro", 1000));
    expect(await freeSlug("intro", lookUp)).toBeNull();
    expect(asked).toHaveLength(10);
  });
});
