import pg from "pg";
import type { Logger } from "pino";
import { afterCommit } from "../db/afterCommit.ts";
import type { Database, Tx } from "../db/client.ts";
import { Notifier } from "./notifier.ts";
import { NOTIFY_BATCH_SQL, NotifyConnection } from "./notifyConnection.ts";

/** The one NOTIFY channel every server process listens on. */
const REALTIME_CHANNEL = "offbeat_realtime";

interface FanoutHandlers {
  /** Gets every payload NOTIFYed by every process, in the order they were NOTIFYed. */
  deliver(payload: string): void;
  /** The LISTEN connection was lost and is back: payloads sent in between were missed. */
  recovered(): void;
}

/**
 * Carries hub events between server processes through PostgreSQL NOTIFY: every process LISTENs
 * on one channel, so an event published anywhere reaches sockets held anywhere. On PGlite the
 * same NOTIFY is delivered in-process by the embedded engine.
 *
 * Events are NOTIFYed after the change behind them commits, never inside its transaction: a
 * transaction that NOTIFYs holds PostgreSQL's global NOTIFY lock from just before its commit
 * until the commit is flushed to disk, so every publishing transaction of every process would
 * commit one after another, one flush each (issue 18: chat sends capped near 1 / fsync time).
 * Instead each process sends its events through one FIFO queue (notifier.ts) on one connection,
 * many per statement, in the order their commits resolved.
 */
export interface Fanout {
  listen(handlers: FanoutHandlers): Promise<void>;
  /**
   * With `tx`, the payload is sent once that transaction has committed (never on rollback) and
   * `db.transaction` resolves after it was sent. Without, it is sent at once, after what is queued.
   */
  notify(payload: string, tx?: Tx): Promise<void>;
  /** Several notifications together, delivered in this order. */
  notifyAll(payloads: readonly string[], tx?: Tx): Promise<void>;
  /** Sends what is queued, then stops listening and sending. */
  close(): Promise<void>;
}

export function createFanout(database: Database, log: Logger): Fanout {
  let stopListening: (() => Promise<void>) | undefined;
  const connection = database.pglite
    ? undefined
    : new NotifyConnection(requireUrl(database), REALTIME_CHANNEL);
  const notifier = new Notifier(
    connection
      ? (payloads) => connection.send(payloads)
      : // PGlite is one session: only the pool knows when it is free of a transaction.
        async (payloads) => {
          await database.pool.query(NOTIFY_BATCH_SQL, [REALTIME_CHANNEL, payloads]);
        },
    log,
  );
  const notifyAll = async (payloads: readonly string[], tx?: Tx) => {
    if (tx) afterCommit(tx, () => notifier.enqueue(payloads));
    else await notifier.enqueue(payloads);
  };
  return {
    async listen(handlers) {
      if (database.pglite) {
        stopListening = await database.pglite.listen(REALTIME_CHANNEL, handlers.deliver);
      } else {
        const listener = new PgListener(requireUrl(database), handlers, log);
        await listener.connect();
        stopListening = () => listener.close();
      }
    },
    notify: (payload, tx) => notifyAll([payload], tx),
    notifyAll,
    async close() {
      await notifier.flushed();
      await connection?.close();
      await stopListening?.();
      stopListening = undefined;
    },
  };
}

function requireUrl(database: Database): string {
  if (!database.url) throw new Error("Realtime fan-out needs PGlite or a database URL");
  return database.url;
}

export const LISTENER_NAME = "offbeat-realtime-listen";
const RETRY_MS = [500, 1000, 2000, 5000];
const HEALTH_CHECK_MS = 30_000;

/**
 * One dedicated connection (LISTEN cannot share a pooled one). A dropped connection, or one that
 * stops answering the periodic health check, is replaced; `recovered` then tells the hub.
 */
class PgListener {
  private client: pg.Client | undefined;
  private closed = false;
  private attempts = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private healthTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly handlers: FanoutHandlers,
    private readonly log: Logger,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      // Named so an operator can tell it apart in pg_stat_activity (it is idle by design).
      application_name: LISTENER_NAME,
      keepAlive: true,
      query_timeout: 10_000,
    });
    client.on("notification", (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload !== undefined)
        this.handlers.deliver(message.payload);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${REALTIME_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.healthTimer = setInterval(() => {
      client.query("select 1").catch((error: unknown) => this.lost(client, error));
    }, HEALTH_CHECK_MS);
    this.healthTimer.unref();
  }

  private lost(client: pg.Client, error?: unknown) {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    clearInterval(this.healthTimer);
    client.removeAllListeners("end");
    client.end().catch(() => {});
    this.log.warn({ err: error }, "realtime LISTEN connection lost; reconnecting");
    this.scheduleRetry();
  }

  private scheduleRetry() {
    const delay = RETRY_MS[Math.min(this.attempts, RETRY_MS.length - 1)];
    this.attempts += 1;
    this.retryTimer = setTimeout(async () => {
      if (this.closed) return;
      try {
        await this.connect();
      } catch (error) {
        this.log.warn({ err: error }, "realtime LISTEN reconnect failed");
        this.scheduleRetry();
        return;
      }
      this.attempts = 0;
      this.log.warn("realtime LISTEN connection restored");
      this.handlers.recovered();
    }, delay);
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.healthTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
