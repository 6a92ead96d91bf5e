/**
 * A screen's code, fetched so that a dropped connection is not an error: offline, the import
 * waits for the browser to be back online and tries again, so the page appears by itself
 * (meanwhile its spinner shows and the status strip says "You are offline"). Online, a failed
 * fetch is tried once more after a moment, then fails for good: the error boundary offers
 * Reload, which also fetches a new release's files. A second try works because the browser
 * does not keep a failed module fetch (checked in Chromium).
 */
export async function loadChunk<M>(load: () => Promise<M>, retryAfterMs = 1_000): Promise<M> {
  try {
    return await load();
  } catch {
    await (navigator.onLine ? delay(retryAfterMs) : backOnline());
    return load();
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function backOnline(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener("online", () => resolve(), { once: true }),
  );
}
