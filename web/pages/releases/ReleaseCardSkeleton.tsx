/** A card's shape while My Releases loads (spec §2: six of them). */
export function ReleaseCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="release-card-skeleton"
      className="overflow-hidden rounded-2xl bg-ink-900 ring-1 ring-ink-700"
    >
      <div className="aspect-square w-full animate-pulse bg-ink-800" />
      <div className="space-y-3 p-4">
        <div className="h-4 w-2/3 animate-pulse rounded bg-ink-800" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-ink-800" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-ink-800" />
        <div className="flex gap-2 border-t border-ink-800 pt-4">
          <div className="h-8 w-16 animate-pulse rounded-lg bg-ink-800" />
          <div className="h-8 w-36 animate-pulse rounded-lg bg-ink-800" />
        </div>
      </div>
    </div>
  );
}
