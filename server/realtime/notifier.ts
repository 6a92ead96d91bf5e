import type { Logger } from "pino";

/** Sends payloads as ONE statement, so PostgreSQL queues them in this order. */
type SendBatch = (payloads: string[]) => Promise<void>;

interface Waiting {
  payload: string;
  /** Set on the last payload of an `enqueue` call: FIFO, so the earlier ones went before it. */
  sent?: () => void;
}

/** Bounds one statement: NOTIFY payloads are under 8000 bytes each, so at most a few MB. */
const MAX_BATCH = 500;

/**
 * The one queue through which a process NOTIFYs, first in, first out. While one batch is on its
 * way, the payloads that arrive wait and then go together in the next statement: under load a
 * single NOTIFY statement carries many events, and it takes PostgreSQL's global NOTIFY lock once.
 *
 * PostgreSQL delivers only one of identical payloads NOTIFYed in one transaction (one statement
 * here). Two events that happen to be identical (the same unread count reached twice) must both
 * arrive, so a batch ends before a payload it already holds.
 *
 * A batch that fails is logged and dropped: the changes behind it are committed already, so
 * failing the request would mislead its caller. Clients refetch on reconnect.
 */
export class Notifier {
  private readonly waiting: Waiting[] = [];
  private draining: Promise<void> | undefined;

  constructor(
    private readonly send: SendBatch,
    private readonly log: Logger,
  ) {}

  /** Queues the payloads; resolves once the statement carrying the last of them has run. */
  enqueue(payloads: readonly string[]): Promise<void> {
    if (payloads.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const last = payloads.length - 1;
      payloads.forEach((payload, n) => {
        this.waiting.push(n === last ? { payload, sent: resolve } : { payload });
      });
      this.draining ??= this.drain();
    });
  }

  /** Resolves when everything queued so far has been sent. */
  async flushed(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.nextBatch();
      try {
        await this.send(batch.map((w) => w.payload));
      } catch (err) {
        this.log.error(
          { err, events: batch.length },
          "realtime NOTIFY failed; these events were not delivered",
        );
      }
      for (const w of batch) w.sent?.();
    }
    this.draining = undefined;
  }

  private nextBatch(): Waiting[] {
    const seen = new Set<string>();
    let end = 0;
    while (end < this.waiting.length && end < MAX_BATCH) {
      const payload = this.waiting[end]?.payload ?? "";
      if (seen.has(payload)) break;
      seen.add(payload);
      end += 1;
    }
    return this.waiting.splice(0, end);
  }
}
