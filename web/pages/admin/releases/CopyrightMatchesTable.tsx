import {
  type CopyrightMatch,
  type CopyrightSource,
  MATCH_TYPE_LABELS,
  SourceLabels,
} from "@common/copyright.ts";
import { TableScroller } from "@web/components/TableParts.tsx";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { ExternalLink } from "lucide-react";

const percent = (value: number) => `${value.toFixed(1)}%`;

/** "MusicBrainz (recordings)" → "MusicBrainz": the table is narrow; the sources list says more. */
const shortSource = (source: CopyrightSource) => SourceLabels[source].replace(/ \(.*\)$/, "");

const HEADINGS = [
  "Title",
  "Artist",
  "Similarity",
  "Type",
  "Confidence",
  "Source",
  "Release date",
  "Link",
] as const;

/**
 * A track's copyright matches (up to 8, most confident first): title, artist, similarity, type,
 * confidence, source, release date and a link to the match where the source has one. A
 * source's note on the match (which account's file it was, a Discogs format) gets a line of its
 * own under the row, so the narrow Title column stays readable.
 */
export function CopyrightMatchesTable({ matches }: { matches: CopyrightMatch[] }) {
  return (
    <TableScroller label="Copyright matches" className="rounded-lg ring-1 ring-ink-800">
      <table className="w-full text-left text-xs" data-testid="copyright-matches">
        <thead className="bg-ink-900 text-ink-400">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 align-bottom font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        {matches.map((match, index) => (
          <tbody
            // A match has no id; its place in the ranked list is stable for one check.
            // biome-ignore lint/suspicious/noArrayIndexKey: ranked rows of one stored result
            key={index}
            data-testid="copyright-match"
            className="border-t border-ink-800"
          >
            <tr className="align-top">
              <td className="px-2 py-2 font-medium wrap-anywhere text-ink-50">{match.title}</td>
              <td className="px-2 py-2 wrap-anywhere text-ink-200">{match.artist || "—"}</td>
              <td className="px-2 py-2 text-ink-200 tabular-nums">{percent(match.similarity)}</td>
              <td className="px-2 py-2 text-ink-200">
                {MATCH_TYPE_LABELS[match.matchType]}
                {match.fingerprint && <span className="block text-ink-400">audio</span>}
              </td>
              <td className="px-2 py-2 font-semibold text-ink-50 tabular-nums">
                {percent(match.confidence)}
              </td>
              <td className="px-2 py-2 text-ink-200">{shortSource(match.source)}</td>
              <td className="px-2 py-2 whitespace-nowrap text-ink-200">
                {formatReleaseDate(match.releaseDate, "—")}
              </td>
              <td className="px-2 py-2">
                {match.url ? (
                  <a
                    href={match.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-accent hover:underline"
                  >
                    Open
                    <ExternalLink aria-hidden className="size-3" />
                    <span className="sr-only">{` ${match.title} at ${SourceLabels[match.source]}`}</span>
                  </a>
                ) : (
                  <span className="text-ink-400">—</span>
                )}
              </td>
            </tr>
            {match.details && (
              <tr>
                <td
                  colSpan={HEADINGS.length}
                  className="px-2 pb-2 wrap-anywhere text-ink-400"
                  data-testid="copyright-match-details"
                >
                  {match.details}
                </td>
              </tr>
            )}
          </tbody>
        ))}
      </table>
    </TableScroller>
  );
}
