/** A review card's shape while /admin/releases loads (spec §9: six of them). */
export function AdminReleaseCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="admin-release-card-skeleton"
      className="overflow-hidden rounded-2xl bg-ink-900 p-4 ring-1 ring-ink-700"
    >
      <div className="flex gap-4">
        <div className="size-24 shrink-0 animate-pulse rounded-xl bg-ink-800" />
        <div className="flex-1 space-y-3 pt-1">
          <div className="h-4 w-2/3 animate-pulse rounded bg-ink-800" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-ink-800" />
          <div className="h-3 w-3/4 animate-pulse rounded bg-ink-800" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-ink-800" />
        </div>
      </div>
      <div className="mt-4 h-20 animate-pulse rounded-lg bg-ink-800/70" />
      <div className="mt-4 grid grid-cols-2 gap-2">
        <div className="col-span-2 h-8 animate-pulse rounded-lg bg-ink-800" />
        <div className="col-span-2 h-8 animate-pulse rounded-lg bg-ink-800/60" />
      </div>
    </div>
  );
}
