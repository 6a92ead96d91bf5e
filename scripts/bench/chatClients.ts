import WebSocket from "ws";

/** One benchmark participant: a session cookie, a socket following its conversation. */
export interface ChatClient {
  index: number;
  userId: string;
  cookie: string;
  conversationId: string;
  socket?: WebSocket;
}

export interface PhaseResult {
  name: string;
  sent: number;
  received: number;
  duplicates: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** The send request alone (POST until its answer). */
  postP50: number;
  postP99: number;
  sendErrors: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * Sends messages and times each from just before its POST to its arrival on the OTHER
 * participant's socket (the bench holds every client, so one clock measures both ends).
 */
export class LatencyMeter {
  private sentAt = new Map<string, number>();
  private seen = new Set<string>();
  private latencies: number[] = [];
  private duplicates = 0;
  private sendErrors = 0;
  private waiters: (() => void)[] = [];
  private postTimes: number[] = [];

  constructor(
    private readonly appUrl: string,
    private readonly origin: string,
  ) {}

  /** Opens the client's socket on `wsUrl` and subscribes to its conversation. */
  async connect(client: ChatClient, wsUrl: string): Promise<void> {
    const topic = `conversation:${client.conversationId}`;
    const socket = new WebSocket(wsUrl, {
      headers: { cookie: client.cookie, origin: this.origin },
    });
    client.socket = socket;
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.once("open", () => socket.send(JSON.stringify({ type: "subscribe", topic })));
      socket.on("message", (raw) => {
        const message = JSON.parse(raw.toString()) as {
          type: string;
          event?: string;
          data?: { message?: { content: string; sender: { id: string } | null } };
        };
        if (message.type === "subscribed") resolve();
        if (message.type === "error") reject(new Error(JSON.stringify(message)));
        if (message.event === "message.created") this.received(client, message.data?.message);
      });
    });
  }

  private received(
    client: ChatClient,
    message?: { content: string; sender: { id: string } | null },
  ) {
    const now = performance.now();
    if (!message || message.sender?.id === client.userId) return;
    const started = this.sentAt.get(message.content);
    if (started === undefined) return;
    if (this.seen.has(message.content)) {
      this.duplicates += 1;
      return;
    }
    this.seen.add(message.content);
    this.latencies.push(now - started);
    for (const wake of this.waiters.splice(0)) wake();
  }

  async send(client: ChatClient, key: string): Promise<void> {
    const started = performance.now();
    this.sentAt.set(key, started);
    try {
      const res = await fetch(
        `${this.appUrl}/api/conversations/${client.conversationId}/messages`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: client.cookie,
            origin: this.origin,
          },
          body: JSON.stringify({ content: key }),
        },
      );
      await res.arrayBuffer();
      this.postTimes.push(performance.now() - started);
      if (!res.ok) {
        this.sendErrors += 1;
        this.sentAt.delete(key);
      }
    } catch {
      this.sendErrors += 1;
      this.sentAt.delete(key);
    }
  }

  /** Waits (at most `timeoutMs`) until every sent message has arrived. */
  async drain(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.seen.size < this.sentAt.size && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The figures since the last `reset`; `seconds` is the phase's wall time. */
  result(name: string, seconds: number): PhaseResult {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      name,
      sent: this.sentAt.size,
      received: this.seen.size,
      duplicates: this.duplicates,
      seconds,
      perSecond: this.seen.size / seconds,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      postP50: quantile(
        [...this.postTimes].sort((a, b) => a - b),
        0.5,
      ),
      postP99: quantile(
        [...this.postTimes].sort((a, b) => a - b),
        0.99,
      ),
      sendErrors: this.sendErrors,
    };
  }

  reset(): void {
    this.sentAt.clear();
    this.seen.clear();
    this.latencies = [];
    this.postTimes = [];
    this.duplicates = 0;
    this.sendErrors = 0;
  }
}

/** Each client sends `count` messages, one every `intervalMs`, starting at a random offset. */
export async function pacedPhase(
  meter: LatencyMeter,
  clients: ChatClient[],
  tag: string,
  count: number,
  intervalMs: number,
): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      let next = performance.now() + Math.random() * intervalMs;
      for (let n = 0; n < count; n++) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        next += intervalMs;
        await meter.send(client, `${tag}:${client.index}:${n}`);
      }
    }),
  );
}

/** Each client sends `count` messages back to back (the next as soon as the last is saved). */
export async function burstPhase(
  meter: LatencyMeter,
  clients: ChatClient[],
  tag: string,
  count: number,
): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      for (let n = 0; n < count; n++) await meter.send(client, `${tag}:${client.index}:${n}`);
    }),
  );
}
