import { type CopyrightMatch, MATCH_TYPE_LABELS, SourceLabels } from "@common/copyright.ts";
import { ExternalLink } from "lucide-react";

const percent = (value: number) => `${value.toFixed(1)}%`;

/**
 * A track's copyright matches (up to 8, most confident first): title, artist, similarity, type,
 * confidence, source, release date and a link to the match where the source has one.
 */
export function CopyrightMatchesTable({ matches }: { matches: CopyrightMatch[] }) {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-ink-700">
      <table className="w-full text-left text-xs" data-testid="copyright-matches">
        <thead className="bg-ink-900 text-ink-400">
          <tr>
            {[
              "Title",
              "Artist",
              "Similarity",
              "Type",
              "Confidence",
              "Source",
              "Release date",
              "Link",
            ].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {matches.map((match, index) => (
            <tr
              // A match has no id; its place in the ranked list is stable for one check.
              // biome-ignore lint/suspicious/noArrayIndexKey: ranked rows of one stored result
              key={index}
              data-testid="copyright-match"
              className="align-top"
            >
              <td className="w-2/5 px-2 py-2 font-medium [overflow-wrap:anywhere] text-ink-50">
                {match.title}
                {match.details && (
                  <span className="mt-0.5 block font-normal text-ink-400">{match.details}</span>
                )}
              </td>
              <td className="px-2 py-2 text-ink-200">{match.artist || "—"}</td>
              <td className="px-2 py-2 tabular-nums text-ink-200">{percent(match.similarity)}</td>
              <td className="px-2 py-2 text-ink-200">
                {MATCH_TYPE_LABELS[match.matchType]}
                {match.fingerprint && <span className="block text-ink-400">audio</span>}
              </td>
              <td className="px-2 py-2 font-semibold tabular-nums text-ink-50">
                {percent(match.confidence)}
              </td>
              <td className="px-2 py-2 text-ink-200">{SourceLabels[match.source]}</td>
              <td className="px-2 py-2 text-ink-200">{match.releaseDate ?? "—"}</td>
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
                    <span className="sr-only">{`${match.title} at ${SourceLabels[match.source]}`}</span>
                  </a>
                ) : (
                  <span className="text-ink-400">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
