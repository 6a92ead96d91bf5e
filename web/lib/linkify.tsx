import type { ReactNode } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/**
 * Plain text with its http(s) addresses as links. Everything else stays text: a mail body is
 * never rendered as HTML.
 */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      // The split alternates text and matches, so the positions are stable keys.
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
      <a key={index} href={part} className="break-all text-accent underline underline-offset-2">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
