import type { DeliveryTransport } from "./transport.ts";

/**
 * Connections kept between deliveries, per store. An SFTP handshake costs about 170 ms on
 * localhost (npm run bench:deliveries), more than a single's upload, so a worker that delivers
 * to the same store again takes a kept connection instead of opening one. A connection is kept
 * only after a delivery that succeeded, for IDLE_MS, and is keyed by the store's settings as
 * saved (`key`), so a store whose settings changed gets new connections.
 */

const IDLE_MS = 15_000;

interface Idle {
  transport: DeliveryTransport;
  timer: NodeJS.Timeout;
}

export interface TransportPool {
  /** A kept, still-open connection for `key`, or one opened by `open`. */
  acquire(key: string, open: () => Promise<DeliveryTransport>): Promise<DeliveryTransport>;
  /** Keeps the connection for the next delivery to the same store, or closes it. */
  release(key: string, transport: DeliveryTransport, reusable: boolean): Promise<void>;
  /** Closes every kept connection (at shutdown). */
  close(): Promise<void>;
}

export function createTransportPool(idleMs = IDLE_MS): TransportPool {
  const idle = new Map<string, Idle[]>();
  let closed = false;
  const take = (key: string): DeliveryTransport | null => {
    const list = idle.get(key) ?? [];
    while (list.length > 0) {
      const entry = list.pop() as Idle;
      clearTimeout(entry.timer);
      if (entry.transport.isOpen()) return entry.transport;
      void entry.transport.close();
    }
    return null;
  };
  return {
    async acquire(key, open) {
      return take(key) ?? open();
    },
    async release(key, transport, reusable) {
      if (closed || !reusable || !transport.isOpen()) {
        await transport.close().catch(() => undefined);
        return;
      }
      const list = idle.get(key) ?? [];
      const entry: Idle = {
        transport,
        timer: setTimeout(() => {
          const at = list.indexOf(entry);
          if (at >= 0) list.splice(at, 1);
          void transport.close().catch(() => undefined);
        }, idleMs),
      };
      // An idle connection alone never keeps the process running.
      entry.timer.unref();
      list.push(entry);
      idle.set(key, list);
    },
    async close() {
      closed = true;
      const all = [...idle.values()].flat();
      idle.clear();
      for (const entry of all) clearTimeout(entry.timer);
      await Promise.all(all.map((entry) => entry.transport.close().catch(() => undefined)));
    },
  };
}
