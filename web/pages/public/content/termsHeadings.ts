/**
 * The shape of the Terms text: its fourteen headings and the blocks under each. Its own module so
 * the section files and the assembled agreement (termsContent.ts) both import it, not each other.
 */

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
