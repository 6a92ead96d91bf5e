import type { SiteConfig } from "@common/site.ts";
import { termsAgreementSections } from "./termsAgreementSections.ts";
import {
  TERMS_HEADINGS,
  type TermsBlock,
  type TermsHeading,
  type TermsSectionBody,
} from "./termsHeadings.ts";
import { termsLegalSections } from "./termsLegalSections.ts";

/** Spec document 2 §9: "Terms effective 25 February 2025". */
export const TERMS_EFFECTIVE_DATE = { iso: "2025-02-25", label: "25 February 2025" } as const;

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
