/**
 * A formatted amount ("SEK 1,234.50") that may break after its currency code. Intl joins the two
 * with a no-break space, so in a narrow tile a large figure ran out of its box and the page
 * scrolled sideways; with a plain space it wraps onto two lines instead.
 */
export const wrappable = (amount: string): string => amount.replace(/\u00a0/g, " ");
