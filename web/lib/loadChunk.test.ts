import { afterEach, describe, expect, it, vi } from "vitest";
import { loadChunk } from "./loadChunk.ts";

/** The browser as loadChunk sees it: navigator.onLine and the window's online event. */
function browser(onLine: boolean) {
  const window = new EventTarget();
  vi.stubGlobal("window", window);
  vi.stubGlobal("navigator", { onLine });
  return window;
}
afterEach(() => vi.unstubAllGlobals());

/** A chunk whose first `failures` fetches fail, as a dropped connection or a missing file. */
function chunk(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError("Failed to fetch dynamically imported module");
    return { Page: "the page" };
  });
  return load;
}

describe("loadChunk", () => {
  it("loads a chunk at once when the fetch works", async () => {
    browser(true);
    const load = chunk(0);
    await expect(loadChunk(load)).resolves.toEqual({ Page: "the page" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("offline, waits for the connection and tries again", async () => {
    const window = browser(false);
    const load = chunk(1);
    let settled = false;
    const loading = loadChunk(load).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Still waiting: no second try while offline.
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    await expect(loading).resolves.toEqual({ Page: "the page" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("online, tries once more after a moment, then fails for the error boundary", async () => {
    browser(true);
    const once = chunk(1);
    await expect(loadChunk(once, 5)).resolves.toEqual({ Page: "the page" });
    const gone = chunk(2);
    await expect(loadChunk(gone, 5)).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(gone).toHaveBeenCalledTimes(2);
  });
});
