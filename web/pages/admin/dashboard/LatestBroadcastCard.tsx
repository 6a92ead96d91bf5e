import type { AdminDashboard } from "@common/review.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { Megaphone } from "lucide-react";

type Broadcast = NonNullable<AdminDashboard["latestBroadcast"]>;

/** Spec §2: the optional latest-broadcast card (title, body, created time). */
export function LatestBroadcastCard({ broadcast }: { broadcast: Broadcast }) {
  return (
    <section
      aria-labelledby="latest-broadcast-title"
      data-testid="latest-broadcast"
      className="mb-8 flex gap-4 rounded-2xl bg-sky-400/10 p-5 ring-1 ring-sky-400/30 ring-inset"
    >
      <Megaphone aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-300" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.2em] text-sky-300 uppercase">
          Latest broadcast
        </p>
        <h2 id="latest-broadcast-title" className="mt-1 font-bold tracking-tight text-ink-50">
          {broadcast.title}
        </h2>
        <p className="mt-1 text-sm whitespace-pre-line text-sky-100">{broadcast.body}</p>
        <p className="mt-2 text-xs text-ink-400">
          <time dateTime={broadcast.createdAt}>{formatDateTime(broadcast.createdAt)}</time>
        </p>
      </div>
    </section>
  );
}
