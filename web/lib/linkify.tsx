import type { ReactNode } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;
/** Punctuation that ends a sentence rather than an address ("see https://x.se/a."). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

interface LinkifyOptions {
  /** Class of the links (default: accent, underlined). */
  className?: string;
  /** Open in a new tab without handing it this page (rel noopener): for text written by others. */
  newTab?: boolean;
}

/**
 * Plain text with its http(s) addresses as links. Everything else stays text: a mail body or a
 * chat message is never rendered as HTML, and only http(s) addresses become links.
 */
export function linkify(text: string, options: LinkifyOptions = {}): ReactNode[] {
  const className = options.className ?? "break-all text-accent underline underline-offset-2";
  const target = options.newTab
    ? { target: "_blank", rel: "noopener noreferrer nofollow ugc" }
    : {};
  const out: ReactNode[] = [];
  text.split(URL_PATTERN).forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) out.push(part);
      return;
    }
    const trailing = part.match(TRAILING_PUNCTUATION)?.[0] ?? "";
    const href = part.slice(0, part.length - trailing.length);
    out.push(
      // The split alternates text and matches, so the positions are stable keys.
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
      <a key={index} href={href} className={className} {...target}>
        {href}
      </a>,
    );
    if (trailing) out.push(trailing);
  });
  return out;
}
