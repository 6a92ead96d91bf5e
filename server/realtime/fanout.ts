import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Database, Tx } from "../db/client.ts";

/** The one NOTIFY channel every server process listens on. */
const REALTIME_CHANNEL = "offbeat_realtime";

interface FanoutHandlers {
  /** Gets every payload NOTIFYed by any process, in commit order. */
  deliver(payload: string): void;
  /** The LISTEN connection was lost and is back: payloads sent in between were missed. */
  recovered(): void;
}

/**
 * Carries hub events between server processes through PostgreSQL NOTIFY: every process LISTENs
 * on one channel, so an event published anywhere reaches sockets held anywhere. On PGlite the
 * same NOTIFY is delivered in-process by the embedded engine.
 */
export interface Fanout {
  listen(handlers: FanoutHandlers): Promise<void>;
  /** With `tx`, PostgreSQL sends the notification when that transaction commits (never on rollback). */
  notify(payload: string, tx?: Tx): Promise<void>;
  /** Several notifications in one round trip, delivered in this order. */
  notifyAll(payloads: readonly string[], tx?: Tx): Promise<void>;
  close(): Promise<void>;
}

export function createFanout(database: Database, log: Logger): Fanout {
  let stopListening: (() => Promise<void>) | undefined;
  return {
    async listen(handlers) {
      if (database.pglite) {
        stopListening = await database.pglite.listen(REALTIME_CHANNEL, handlers.deliver);
      } else if (database.url) {
        const listener = new PgListener(database.url, handlers, log);
        await listener.connect();
        stopListening = () => listener.close();
      } else {
        throw new Error("Realtime fan-out needs PGlite or a database URL to LISTEN on");
      }
    },
    async notify(payload, tx) {
      if (tx) await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
      else await database.pool.query("select pg_notify($1, $2)", [REALTIME_CHANNEL, payload]);
    },
    async notifyAll(payloads, tx) {
      const query = sql`select pg_notify(${REALTIME_CHANNEL}, p)
        from unnest(${sql.param(payloads)}::text[]) with ordinality as t(p, n)
        order by n`;
      if (tx) await tx.execute(query);
      else await database.db.execute(query);
    },
    async close() {
      await stopListening?.();
      stopListening = undefined;
    },
  };
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
