import type { SiteConfig } from "@common/site.ts";
import { termsAgreementSections } from "./termsAgreementSections.ts";
import { termsLegalSections } from "./termsLegalSections.ts";

/** Spec document 2 §9: "Terms effective 25 February 2025". */
export const TERMS_EFFECTIVE_DATE = { iso: "2025-02-25", label: "25 February 2025" } as const;

/** A numbered clause, optionally led by a bold caption ("Revenue share."). */
export type TermsClause = string | { lead: string; text: string };

export type TermsBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "clauses"; items: TermsClause[] }
  /** The label's name, support email and support page, rendered as links. */
  | { kind: "contact" };

/** The fourteen headings of spec document 2 §2 (Terms), in their order. */
export const TERMS_HEADINGS = [
  "Acceptance of Terms",
  "Definitions",
  "Services Provided",
  "Revenue Sharing, Royalties and Payment Terms",
  "Artist Rights, Ownership and License",
  "Representations and Warranties",
  "Copyright, IP and Indemnification",
  "Term and Termination",
  "Limitation of Liability",
  "Dispute Resolution",
  "Governing Law",
  "Modification of Terms",
  "Miscellaneous",
  "Contact Information",
] as const;

export type TermsHeading = (typeof TERMS_HEADINGS)[number];
export type TermsSectionBody = Partial<Record<TermsHeading, TermsBlock[]>>;
export type TermsSection = {
  number: number;
  heading: TermsHeading;
  id: string;
  blocks: TermsBlock[];
};

/**
 * The anchor of a section: the kebab case of its heading, so links such as
 * /terms#limitation-of-liability keep working as long as the heading does.
 */
export function termsAnchorId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The whole agreement, in the spec's order, with the label's name and contact filled in. */
export function termsSections(site: SiteConfig): TermsSection[] {
  const bodies: TermsSectionBody = { ...termsAgreementSections(site), ...termsLegalSections(site) };
  return TERMS_HEADINGS.map((heading, index) => {
    const blocks = bodies[heading];
    if (!blocks) throw new Error(`The terms have no text for "${heading}"`);
    return { number: index + 1, heading, id: termsAnchorId(heading), blocks };
  });
}
