/** The revenue share (spec §1 and §9: artists 80%, label 20%) as a card beside the hero. */
export function RevenueSplit() {
  return (
    <figure className="relative rounded-3xl bg-ink-900/80 p-7 ring-1 ring-ink-700 backdrop-blur sm:p-9">
      <figcaption className="text-sm font-semibold tracking-wide text-ink-300 uppercase">
        Every payout, split
      </figcaption>
      <div className="mt-6 flex items-end gap-3">
        <span className="text-display text-8xl text-accent sm:text-9xl">80%</span>
      </div>
      <p className="mt-3 text-lg font-semibold text-ink-50">goes to you, the artist.</p>
      <div
        className="mt-8 flex h-3 overflow-hidden rounded-full bg-ink-700"
        role="img"
        aria-label="80% to the artist, 20% to the label"
      >
        <span className="w-4/5 bg-accent" />
        <span className="w-1/5 bg-ink-400" />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-ink-400">Artist</dt>
          <dd className="font-semibold text-ink-50">80%</dd>
        </div>
        <div className="text-right">
          <dt className="text-ink-400">Label</dt>
          <dd className="font-semibold text-ink-50">20%</dd>
        </div>
      </dl>
    </figure>
  );
}
