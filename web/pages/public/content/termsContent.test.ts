import { describe, expect, it } from "vitest";
import { termsAnchorId, termsSections } from "./termsContent.ts";

const site = {
  labelName: "Nordic Noise",
  supportEmail: "help@nordicnoise.example",
  foundedYear: 2025,
};

describe("the Terms page content", () => {
  it("has the fourteen sections of the spec, in order, each with a kebab-case anchor", () => {
    expect(termsSections(site).map((section) => section.id)).toEqual([
      "acceptance-of-terms",
      "definitions",
      "services-provided",
      "revenue-sharing-royalties-and-payment-terms",
      "artist-rights-ownership-and-license",
      "representations-and-warranties",
      "copyright-ip-and-indemnification",
      "term-and-termination",
      "limitation-of-liability",
      "dispute-resolution",
      "governing-law",
      "modification-of-terms",
      "miscellaneous",
      "contact-information",
    ]);
  });

  it("turns a heading into its anchor", () => {
    expect(termsAnchorId("Copyright, IP and Indemnification")).toBe(
      "copyright-ip-and-indemnification",
    );
  });

  it("defines the nine terms of the spec", () => {
    const definitions = termsSections(site)[1]!.blocks.flatMap((block) =>
      block.kind === "clauses"
        ? block.items.map((clause) => (typeof clause === "string" ? clause : clause.lead))
        : [],
    );
    expect(definitions).toEqual([
      "Account",
      "Materials",
      "Metadata",
      "Recordings",
      "Royalties",
      "Stores",
      "Distribution Agreements",
      "Term",
      "Third-Party Applications",
    ]);
  });

  it("names the configured label and its support address, never the default", () => {
    const text = JSON.stringify(termsSections(site));
    expect(text).toContain("Nordic Noise");
    expect(text).toContain("help@nordicnoise.example");
    expect(text).not.toContain("Offbeat");
    expect(text).not.toContain("support@offbeat.se");
  });

  it("states the revenue share, the payment schedule and the payout methods", () => {
    const text = JSON.stringify(termsSections(site)[3]);
    expect(text).toContain("You receive 80% of all Royalties");
    expect(text).toContain("retains 20%");
    expect(text).toContain("within 30 days of the end of that month");
    expect(text).toContain("bank transfer, PayPal or Swish");
  });
});
