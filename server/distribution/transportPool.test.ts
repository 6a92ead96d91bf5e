import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { DeliveryTransport } from "./transport.ts";
import { createTransportPool } from "./transportPool.ts";
import { createFolderTransport } from "./transports/folder.ts";

const root = mkdtempSync(path.join(tmpdir(), "offbeat-pool-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A real folder transport that counts its closes and can be told its connection dropped. */
function counted() {
  const inner = createFolderTransport(root);
  const state = { open: true, closes: 0 };
  const transport: DeliveryTransport = {
    ...inner,
    isOpen: () => state.open,
    async close() {
      state.closes += 1;
      state.open = false;
    },
  };
  return { transport, state };
}

describe("kept store connections", () => {
  it("hands a connection kept after a good delivery to the next delivery to that store", async () => {
    const pool = createTransportPool();
    const first = counted();
    let opened = 0;
    const open = async () => {
      opened += 1;
      return first.transport;
    };
    const a = await pool.acquire("spotify:1", open);
    await pool.release("spotify:1", a, true);
    const b = await pool.acquire("spotify:1", open);
    expect(b).toBe(a);
    expect(opened).toBe(1);
    // Another store, or the same store saved since (another key), opens its own.
    const other = counted();
    expect(await pool.acquire("spotify:2", async () => other.transport)).toBe(other.transport);
    await pool.close();
  });

  it("closes a connection after a failed delivery instead of keeping it", async () => {
    const pool = createTransportPool();
    const used = counted();
    await pool.release("deezer:1", used.transport, false);
    expect(used.state.closes).toBe(1);
    const fresh = counted();
    expect(await pool.acquire("deezer:1", async () => fresh.transport)).toBe(fresh.transport);
    await pool.close();
  });

  it("skips a kept connection that dropped while idle, and closes idle ones after a while", async () => {
    const pool = createTransportPool(50);
    const dropped = counted();
    await pool.release("tidal:1", dropped.transport, true);
    dropped.state.open = false;
    const fresh = counted();
    expect(await pool.acquire("tidal:1", async () => fresh.transport)).toBe(fresh.transport);
    await pool.release("tidal:1", fresh.transport, true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(fresh.state.closes).toBe(1);
    await pool.close();
  });

  it("closes what it keeps at shutdown and keeps nothing afterwards", async () => {
    const pool = createTransportPool();
    const kept = counted();
    await pool.release("napster:1", kept.transport, true);
    await pool.close();
    expect(kept.state.closes).toBe(1);
    const late = counted();
    await pool.release("napster:1", late.transport, true);
    expect(late.state.closes).toBe(1);
  });
});
