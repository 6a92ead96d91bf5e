import { act, render, screen } from "@testing-library/react";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, preloadChunk } from "./screenChunk.tsx";

/** A chunk whose code arrives when the test says so, as on a slow connection. */
function slowChunk() {
  let arrive = () => {};
  const code = new Promise<{ EarningsPage: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ EarningsPage: () => <h1>Earnings</h1> });
  });
  return { load: vi.fn(() => code), arrive: () => arrive() };
}

/** Everything the page showed, in order: the fallback counts when it was ever on screen. */
async function renderWatched(page: React.ReactNode) {
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.body.textContent ?? "";
    if (text && shown.at(-1) !== text) shown.push(text);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  await act(async () => {
    render(<Suspense fallback={<p>Loading</p>}>{page}</Suspense>);
  });
  return { shown, stop: () => observer.disconnect() };
}

describe("lazyScreen", () => {
  it("renders a screen fetched ahead in the same pass, without a fallback", async () => {
    const { load, arrive } = slowChunk();
    const Earnings = lazyScreen(load, (m) => m.EarningsPage);
    const preloaded = preloadChunk(load);
    arrive();
    await preloaded;

    const { shown, stop } = await renderWatched(<Earnings />);
    await screen.findByRole("heading", { name: "Earnings" });
    stop();
    expect(shown).toEqual(["Earnings"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("React.lazy shows the fallback first even then (what lazyScreen avoids)", async () => {
    const { load, arrive } = slowChunk();
    const Earnings = lazy(async () => ({ default: (await load()).EarningsPage }));
    const preloaded = load();
    arrive();
    await preloaded;

    const { shown, stop } = await renderWatched(<Earnings />);
    await screen.findByRole("heading", { name: "Earnings" });
    stop();
    expect(shown).toEqual(["Loading", "Earnings"]);
  });

  it("suspends until a screen not fetched ahead arrives, loading it once", async () => {
    const { load, arrive } = slowChunk();
    const Earnings = lazyScreen(load, (m) => m.EarningsPage);
    await renderWatched(<Earnings />);
    expect(screen.getByText("Loading")).toBeTruthy();
    void preloadChunk(load);
    await act(async () => arrive());
    expect(await screen.findByRole("heading", { name: "Earnings" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches again a chunk whose fetch ahead failed", async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const load = vi.fn(async () => {
        calls += 1;
        if (calls <= 2) throw new TypeError("Failed to fetch dynamically imported module");
        return { EarningsPage: () => <h1>Earnings</h1> };
      });
      // loadChunk tries once more after a second, then gives up: both fetches failed.
      const first = preloadChunk(load);
      await vi.advanceTimersByTimeAsync(1_000);
      await first;
      expect(load).toHaveBeenCalledTimes(2);

      await preloadChunk(load);
      expect(load).toHaveBeenCalledTimes(3);
      vi.useRealTimers();
      const Earnings = lazyScreen(load, (m) => m.EarningsPage);
      await renderWatched(<Earnings />);
      expect(screen.getByRole("heading", { name: "Earnings" })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("fails a screen whose code cannot be loaded, once: the error shows, no fetch after fetch", async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async (): Promise<{ EarningsPage: () => React.JSX.Element }> => {
        throw new TypeError("Failed to fetch dynamically imported module");
      });
      const Earnings = lazyScreen(load, (m) => m.EarningsPage);
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      await act(async () => {
        render(
          <Caught>
            <Suspense fallback={<p>Loading</p>}>
              <Earnings />
            </Suspense>
          </Caught>,
        );
      });
      // loadChunk's second try, a second later, fails too.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(screen.getByRole("alert").textContent).toBe(
        "Failed to fetch dynamically imported module",
      );
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});

/** An error boundary that shows what it caught. */
class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
