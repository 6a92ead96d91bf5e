import pg from "pg";

const NOTIFIER_NAME = "offbeat-realtime-notify";

/** One statement for a whole batch, in the batch's order. */
export const NOTIFY_BATCH_SQL = `select pg_notify($1, p)
  from unnest($2::text[]) with ordinality as t(p, n)
  order by n`;

const CONNECT_RETRY_MS = [100, 1000];

/**
 * The dedicated connection a process NOTIFYs on (real PostgreSQL), outside a writing
 * transaction: such a statement gets a transaction id but writes no data, so its commit does not
 * wait for a WAL flush while it holds PostgreSQL's global NOTIFY lock. Connected on first use
 * and again after it is lost. A batch is retried only when connecting failed (the statement was
 * never sent); a statement that fails after being sent may have been delivered, and is not
 * repeated.
 */
export class NotifyConnection {
  private connecting: Promise<pg.Client> | undefined;
  /** The connected client, once `connecting` has resolved. */
  private current: pg.Client | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
  ) {}

  async send(payloads: string[]): Promise<void> {
    const client = await this.connected();
    try {
      // Named: PostgreSQL parses it once for this connection.
      await client.query({
        name: "offbeat-notify-batch",
        text: NOTIFY_BATCH_SQL,
        values: [this.channel, payloads],
      });
    } catch (error) {
      this.drop(client);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.connecting?.catch(() => undefined);
    if (client) this.drop(client);
  }

  private async connected(): Promise<pg.Client> {
    for (let attempt = 0; ; attempt++) {
      if (this.closed) throw new Error("The realtime notifier is closed");
      this.connecting ??= this.connect();
      const pending = this.connecting;
      try {
        return await pending;
      } catch (error) {
        if (this.connecting === pending) this.connecting = undefined;
        const delay = CONNECT_RETRY_MS[attempt];
        if (delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: NOTIFIER_NAME,
      keepAlive: true,
      query_timeout: 10_000,
    });
    // A connection lost while idle is replaced on the next batch.
    client.on("error", () => this.drop(client));
    client.on("end", () => this.drop(client));
    try {
      await client.connect();
    } catch (error) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
      throw error;
    }
    this.current = client;
    return client;
  }

  private drop(client: pg.Client): void {
    if (this.current !== client) return;
    this.current = undefined;
    this.connecting = undefined;
    client.end().catch(() => {});
  }
}
