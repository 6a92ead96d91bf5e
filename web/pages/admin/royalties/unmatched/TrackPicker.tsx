import type { TrackHit } from "@common/royalties/posting.ts";
import { useQuery } from "@tanstack/react-query";
import { SearchInput } from "@web/components/SearchInput.tsx";
import { cn } from "@web/lib/cn.ts";
import { useDeferredValue, useState } from "react";
import { trackSearchQuery } from "./unmatchedApi.ts";

/** Search the catalogue for the track to assign lines to (title, ISRC, release or artist). */
export function TrackPicker({
  selected,
  onSelect,
}: {
  selected: TrackHit | null;
  onSelect: (track: TrackHit) => void;
}) {
  const [q, setQ] = useState("");
  const deferred = useDeferredValue(q.trim());
  const hits = useQuery(trackSearchQuery(deferred));
  return (
    <div className="flex flex-col gap-2">
      <SearchInput
        label="Search tracks"
        placeholder="Title, ISRC or artist"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {deferred.length >= 2 && (
        <ul aria-label="Tracks" className="max-h-48 overflow-y-auto rounded-md ring-1 ring-ink-700">
          {(hits.data ?? []).map((track) => (
            <li key={track.id}>
              <button
                type="button"
                aria-pressed={selected?.id === track.id}
                onClick={() => onSelect(track)}
                className={cn(
                  "w-full px-3 py-2 text-left text-sm hover:bg-ink-800",
                  selected?.id === track.id && "bg-ink-800 text-accent",
                )}
              >
                <span className="font-medium">{track.title}</span>
                <span className="text-ink-400">
                  {" "}
                  · {track.artistName} · {track.releaseTitle}
                  {track.isrc && ` · ${track.isrc}`}
                </span>
              </button>
            </li>
          ))}
          {hits.data?.length === 0 && (
            <li className="px-3 py-2 text-sm text-ink-400">No tracks found.</li>
          )}
        </ul>
      )}
    </div>
  );
}
