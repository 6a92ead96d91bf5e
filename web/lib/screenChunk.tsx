import { type ComponentType, type ReactPromise, use } from "react";
import { loadChunk } from "./loadChunk.ts";

/**
 * Screens' code, one load per chunk whoever asks first (the router, a fetch ahead), kept as a
 * promise that says when it has settled. React's `use()` reads a settled one at once, so a screen
 * whose code was fetched ahead renders in the same pass as its parent. `React.lazy` suspends at
 * least once even then, and a suspension that shows a fallback holds the page back: React keeps
 * a fallback up for 300 ms before revealing what replaces it.
 */
const chunks = new Map<() => Promise<unknown>, Chunk>();

interface Chunk {
  promise: ReactPromise<unknown>;
  /** Handed to a screen: from then on its outcome stands, a failure included (see below). */
  rendered: boolean;
}

function load<M>(fetch: () => Promise<M>): Chunk {
  const promise: ReactPromise<M> = loadChunk(fetch).then(
    (value) => {
      Object.assign(promise, { status: "fulfilled", value });
      return value;
    },
    (reason: unknown) => {
      Object.assign(promise, { status: "rejected", reason });
      throw reason;
    },
  );
  const chunk = { promise, rendered: false };
  chunks.set(fetch, chunk);
  return chunk;
}

/**
 * The chunk `fetch` brings, for a screen to render: the one fetched ahead if there is one. A
 * chunk that failed before any screen used it (a fetch ahead on a bad connection) is fetched
 * again; one that failed a screen keeps failing it, as `React.lazy` does, until the error
 * screen's Reload: React renders a failed screen again before showing the error, and a new
 * fetch each time would never let the error show.
 */
function chunkForScreen<M>(fetch: () => Promise<M>): ReactPromise<M> {
  const known = chunks.get(fetch);
  const chunk =
    known && !(known.promise.status === "rejected" && !known.rendered) ? known : load(fetch);
  chunk.rendered = true;
  // The map holds chunks of every module; this one was stored by `load(fetch)`, of M.
  return chunk.promise as ReactPromise<M>;
}

/** Fetches a chunk ahead (again, if it failed). Settles once it has loaded or failed, never rejects. */
export async function preloadChunk(fetch: () => Promise<unknown>): Promise<void> {
  const known = chunks.get(fetch);
  const chunk = known && known.promise.status !== "rejected" ? known : load(fetch);
  await Promise.resolve(chunk.promise).catch(() => undefined);
}

/**
 * A screen in its own chunk, loaded the first time its route renders unless it was fetched ahead
 * (through loadChunk, so a dropped connection delays it rather than failing it). Until then it
 * suspends, like `React.lazy`; a failure reaches the error boundary.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): ComponentType {
  function LazyScreen() {
    const Screen = pick(use(chunkForScreen(load)));
    return <Screen />;
  }
  return LazyScreen;
}
