import {
  type ClientMessage,
  ClientMessageSchema,
  RealtimeMessages,
  type ServerMessage,
} from "@common/realtime.ts";
import type { RawData } from "ws";
import { z } from "zod";

/**
 * NOTIFY allows payloads under 8000 bytes; events carry ids, not documents, so a payload near
 * the limit is a bug in the publisher and is refused loudly rather than cut.
 */
const MAX_NOTIFY_BYTES = 7000;

/** What travels through NOTIFY between processes: short keys, as every byte counts there. */
const EnvelopeSchema = z.object({ t: z.string(), e: z.string(), d: z.unknown() });

export function encodeEnvelope(topic: string, event: string, data: unknown): string {
  const payload = JSON.stringify({ t: topic, e: event, d: data });
  const bytes = Buffer.byteLength(payload, "utf8");
  if (bytes > MAX_NOTIFY_BYTES)
    throw new Error(`Realtime event ${event} is ${bytes} bytes; the limit is ${MAX_NOTIFY_BYTES}`);
  return payload;
}

/**
 * Envelope events that instruct the hubs instead of reaching clients. Realtime event names
 * never start with "$", so these cannot collide with them.
 */
export const REVOKE_EVENT = "$revoke";
/**
 * Closes every socket of a user on every process (suspension, password change or reset, role
 * change, deletion) and forgets their cached sessions; data `{ userId, reason }`.
 */
export const DISCONNECT_EVENT = "$disconnect";
/** Closes the sockets opened under one session (sign-out); data `{ sessionId }`. */
export const DISCONNECT_SESSION_EVENT = "$disconnect-session";

export interface DecodedEnvelope {
  topic: string;
  event: string;
  data: unknown;
  /** The server message for subscribers, serialised once and sent to each as is. */
  text: string;
}

export function decodeEnvelope(payload: string): DecodedEnvelope | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = EnvelopeSchema.safeParse(json);
  if (!parsed.success) return null;
  const { t: topic, e: event, d: data } = parsed.data;
  const message: ServerMessage = { type: "event", topic, event, data };
  return { topic, event, data, text: JSON.stringify(message) };
}

export type ParsedClientMessage =
  | { ok: true; message: ClientMessage }
  | { ok: false; error: ServerMessage };

export function parseClientMessage(raw: RawData, isBinary: boolean): ParsedClientMessage {
  const invalid: ParsedClientMessage = {
    ok: false,
    error: { type: "error", code: "INVALID_MESSAGE", message: RealtimeMessages.invalidMessage },
  };
  if (isBinary) return invalid;
  const bytes = Buffer.isBuffer(raw)
    ? raw
    : Array.isArray(raw)
      ? Buffer.concat(raw)
      : Buffer.from(raw);
  const text = bytes.toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return invalid;
  }
  const parsed = ClientMessageSchema.safeParse(json);
  return parsed.success ? { ok: true, message: parsed.data } : invalid;
}
